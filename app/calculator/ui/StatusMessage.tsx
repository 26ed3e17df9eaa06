import type { ReactNode } from "react";

/**
 * A polite live region beside the control it is about. It is always in the page (empty when there is
 * nothing to say) because screen readers only announce changes to regions that already exist.
 */
export function StatusMessage({
  id,
  tone = "info",
  children,
}: {
  id?: string;
  tone?: "info" | "error";
  children?: ReactNode;
}) {
  return (
    <div id={id} role="status" className={`calc-status calc-status-${tone}`}>
      {children}
    </div>
  );
}
