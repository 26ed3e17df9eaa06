import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { pageTitle } from "~/content/page-title";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.title ?? "Product") },
];

export async function loader({ params }: LoaderFunctionArgs) {
  return json({ title: `Product ${params.productId ?? ""}` });
}

export default function ProductDetailPage() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="page-heading">{title}</h1>
    </section>
  );
}
