import type { MetaFunction } from "@remix-run/node";

import { pageTitle } from "~/content/page-title";

export const meta: MetaFunction = () => [{ title: pageTitle("About Us") }];

export default function Page() {
  return (
    <section>
      <h1 className="page-heading">About Us</h1>
      <p>This page is being built.</p>
    </section>
  );
}
