import type { MetaFunction } from "@remix-run/node";

import { pageTitle } from "~/content/page-title";
import type { ShellHandle } from "~/root";

export const handle: ShellHandle = { pageBackground: true };

export const meta: MetaFunction = () => [{ title: pageTitle("Search") }];

export default function SearchPage() {
  return (
    <section>
      <h1 className="page-heading">Search</h1>
    </section>
  );
}
