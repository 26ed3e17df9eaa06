import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { pageTitle } from "~/content/page-title";
import type { ShellHandle } from "~/root";

export const handle: ShellHandle = { pageBackground: true };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.title ?? "Collection") },
];

export async function loader({ params }: LoaderFunctionArgs) {
  return json({ title: `Collection: ${params.slug ?? "all"}` });
}

export default function CollectionPage() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="page-heading">{title}</h1>
    </section>
  );
}
