import type { MetaFunction } from "@remix-run/node";

import { pageTitle } from "~/content/page-title";
import type { ShellHandle } from "~/root";

export const handle: ShellHandle = { hideHeaderSearch: true, hideFooter: true };

export const meta: MetaFunction = () => [{ title: pageTitle("Wholesale Price Calculator") }];

export default function PriceCalculationPage() {
  return (
    <section>
      <h1 className="page-heading">Wholesale Price Calculator</h1>
    </section>
  );
}
