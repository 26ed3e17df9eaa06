import type { KeyboardEvent } from "react";

/** What the header search box and its lazily loaded suggestions (HeaderSuggestions) share. */

/** What the box says of its suggestions list (HeaderSuggestions reports it). */
export interface SuggestionsView {
  expanded: boolean;
  /** The highlighted option's id. */
  activeId: string | undefined;
}

/** The suggestions' handling of a key pressed in the box. */
export type SuggestionKeys = (event: KeyboardEvent<HTMLInputElement>) => void;
