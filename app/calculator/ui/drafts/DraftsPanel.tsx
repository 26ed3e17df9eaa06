import { lazy } from "react";

import { LazyDisclosure } from "~/calculator/ui/LazyDisclosure";
import { loadOnDemand } from "~/calculator/ui/load-on-demand";

import type { Drafts } from "./use-drafts";

const DraftsList = lazy(() => loadOnDemand().then((parts) => ({ default: parts.DraftsList })));

/** "Invoices on this device", folded into a disclosure whose list loads when it is first opened. */
export function DraftsPanel({ drafts }: { drafts: Drafts }) {
  const count = drafts.records.filter((record) => record.id !== drafts.id).length + 1;
  return (
    <LazyDisclosure
      className="calc-drafts"
      onOpen={drafts.refresh}
      summary={
        <>
          Invoices on this device <span className="calc-panel-count">({count})</span>
        </>
      }
    >
      <DraftsList drafts={drafts} />
    </LazyDisclosure>
  );
}
