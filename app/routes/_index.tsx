import type { MetaFunction } from "@remix-run/node";

import { pageTitle } from "~/content/page-title";

export const meta: MetaFunction = () => [{ title: pageTitle("Incense, Dhoop and Pooja Essentials") }];

export default function Page() {
  return (
    <section>
      <h1 className="page-heading">Vasanam: charcoal-free incense and pooja essentials</h1>
      <p>This page is being built.</p>
    </section>
  );
}
