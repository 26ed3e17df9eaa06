import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { pageTitle } from "~/content/page-title";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.title ?? "Blog") },
];

export async function loader({ params }: LoaderFunctionArgs) {
  return json({ title: `Article ${params.blogId ?? ""}` });
}

export default function BlogArticlePage() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <article>
      <h1 className="page-heading">{title}</h1>
    </article>
  );
}
