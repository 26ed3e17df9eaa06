import { keepMineAsNew, loadOtherVersion } from "./draft-actions";
import type { Drafts } from "./use-drafts";

/**
 * Said (inside a status region of the page) when this tab's draft was changed or deleted in another tab. Until the rep chooses, this tab
 * writes nothing, so neither tab's work overwrites the other's.
 */
export function DraftNotices({ drafts }: { drafts: Drafts }) {
  if (!drafts.conflict) return null;
  return (
    <div className="calc-warning calc-draft-notice">
      <p>
        {drafts.conflict === "changed"
          ? "This invoice was changed in another tab. Your changes here are not saved until you choose:"
          : "This invoice was deleted in another tab. Your changes here are not saved until you choose:"}
      </p>
      <div className="calc-draft-buttons">
        {drafts.conflict === "changed" ? (
          <button
            type="button"
            className="calc-button calc-button-primary"
            onClick={() => void loadOtherVersion(drafts)}
          >
            Load the other tab’s version
          </button>
        ) : null}
        <button type="button" className="calc-button" onClick={() => keepMineAsNew(drafts)}>
          Keep mine as a new invoice
        </button>
      </div>
    </div>
  );
}
