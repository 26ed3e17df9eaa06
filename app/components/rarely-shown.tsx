import { createContext, createElement, lazy, Suspense, useContext, type ComponentType } from "react";

import type { RarelyShownParts } from "~/components/rarely-shown-parts.server";

/**
 * Parts of the shell that most pages never show (the error pages, the promo banner outside its
 * dates) keep their code out of the JavaScript every page loads: the browser fetches it the first
 * time one renders.
 *
 * The server renders them in place, from the components render-document.server.tsx hands down
 * (rarely-shown-parts.server.tsx, which only the server imports), so the page's HTML holds them
 * whole, with or without JavaScript. In the browser each is a lazy component inside its own
 * Suspense boundary: while the page hydrates, React keeps the server's HTML of that boundary as it
 * is until the code has arrived, then hydrates it. Shown after a navigation instead, it renders
 * nothing for the moment its code takes to arrive.
 */
const ServerComponentsContext = createContext<RarelyShownParts | null>(null);

/** Given by the server's document renderer; absent in the browser. */
export const RarelyShownProvider = ServerComponentsContext.Provider;

/**
 * The component `name` of rarely-shown-parts.server.tsx, whose code `load` fetches in the browser
 * when it first renders.
 */
export function rarelyShown<Props extends object>(
  name: keyof RarelyShownParts,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  // React types a lazy component's props through refs, which a generic Props cannot resolve.
  const Loaded = lazy(() =>
    load().then((component) => ({ default: component })),
  ) as unknown as ComponentType<Props>;
  function RarelyShown(props: Props) {
    // The server's is the same component as `load`'s (one module), typed by name alone.
    const onServer = useContext(ServerComponentsContext)?.[name] as ComponentType<Props> | undefined;
    return <Suspense fallback={null}>{createElement(onServer ?? Loaded, props)}</Suspense>;
  }
  return RarelyShown;
}
