import type { CountedLink as Counted } from "~/listing/filter-counts";
import { shopLink } from "~/shop-link";

/**
 * A sidebar link with the number of products it leads to; one that would list nothing is shown
 * as disabled text rather than a link to an empty page.
 */
export function CountedLink({ link, current }: { link: Counted; current: boolean }) {
  // One text node, not three: React marks each boundary between adjacent texts with a comment.
  const count = <span className="filter-count">{` (${link.count})`}</span>;
  if (link.count === 0) {
    return (
      <span className="sidebar-link is-disabled" aria-disabled="true">
        {link.label}
        {count}
      </span>
    );
  }
  return (
    <a {...shopLink(link.href)} aria-current={current ? "page" : undefined}>
      {link.label}
      {count}
    </a>
  );
}
