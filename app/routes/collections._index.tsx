import { redirect } from "@remix-run/node";

/** `/collections` on its own has nothing to show but everything. */
export function loader() {
  return redirect("/collections/all", 301);
}
