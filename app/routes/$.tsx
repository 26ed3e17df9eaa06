/**
 * Every URL no other route claims. It answers a real 404 (so search engines drop dead links)
 * and the root error boundary renders the not-found page, which offers a search box and the
 * collections so the shopper can carry on.
 */
export async function loader() {
  throw new Response("Page not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
