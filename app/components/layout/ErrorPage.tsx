import { isRouteErrorResponse } from "@remix-run/react";

import { HOME_PATH } from "~/paths";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { shopLink } from "~/shop-link";

/**
 * What the root error boundary shows for `error`: the not-found page for a 404, else the status or
 * the error's message and a way home.
 */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = typeof error.data === "string" && error.data ? error.data : "Page not found";
    return <NotFoundPage message={message} />;
  }
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorSection
        title={error.status === 429 ? "Too many requests" : `${error.status} ${error.statusText}`}
        message={typeof error.data === "string" ? error.data : "Something went wrong with this request."}
      />
    );
  }
  // Production builds replace server error messages with a generic one, so no internals leak.
  const message = error instanceof Error ? error.message : String(error);
  return <ErrorSection title="Unexpected Application Error!" message={message} />;
}

function ErrorSection({ title, message }: { title: string; message: string }) {
  return (
    <section className="error-page">
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a {...shopLink(HOME_PATH)}>Back to the home page</a>
      </p>
    </section>
  );
}
