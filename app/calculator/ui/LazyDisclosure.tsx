import { Suspense, useState, type ReactNode, type Ref } from "react";

/**
 * A disclosure whose content (a component loaded on demand) is first rendered when it is first opened,
 * and kept after, so what it says survives closing and opening it again.
 */
export function LazyDisclosure({
  className,
  summary,
  onOpen,
  detailsRef,
  children,
}: {
  className: string;
  summary: ReactNode;
  onOpen?: () => void;
  /** For a caller that opens it from elsewhere on the page. */
  detailsRef?: Ref<HTMLDetailsElement>;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      ref={detailsRef}
      className={`calc-panel ${className}`}
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        setOpened(true);
        onOpen?.();
      }}
    >
      <summary>{summary}</summary>
      {/* Loaded from the device after the first visit: too quick to need a "loading" line. */}
      {opened ? <Suspense fallback={null}>{children}</Suspense> : null}
    </details>
  );
}
