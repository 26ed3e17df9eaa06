import type { Ref } from "react";

/**
 * The device's series code beside the document type: the code, or that it is asked for on the first
 * Save PDF or Print; Change while it may still change (before this year's first number).
 */
export function SeriesCodeLine({
  code,
  changeable,
  onChange,
  buttonRef,
}: {
  code: string | null;
  changeable: boolean;
  onChange: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="calc-series-code">
      <p>
        Series code of this device:{" "}
        {code ? (
          <strong className="calc-series-code-value">{code}</strong>
        ) : (
          "not set yet (asked on the first Save PDF or Print)"
        )}
        {code && !changeable ? " (fixed for this financial year)" : null}
      </p>
      {changeable ? (
        <button ref={buttonRef} type="button" className="calc-button calc-button-small" onClick={onChange}>
          {code ? "Change series code" : "Set series code"}
        </button>
      ) : null}
    </div>
  );
}
