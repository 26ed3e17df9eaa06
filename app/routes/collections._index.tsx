import { redirect } from "@remix-run/node";

import { ALL_PRODUCTS_PATH } from "~/paths";

/** `/collections` on its own has nothing to show but everything. */
export function loader() {
  return redirect(ALL_PRODUCTS_PATH, 301);
}
