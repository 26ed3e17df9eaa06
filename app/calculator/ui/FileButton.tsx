import { useRef } from "react";

type FileButtonProps = {
  /** The button's text, which is also its name to a screen reader. */
  label: string;
  /** The file types offered first in the chooser (the file input's `accept`). */
  accept: string;
  disabled?: boolean;
} & (
  | {
      /** The file the rep chose; the chooser is reset, so the same file can be chosen again. */
      onFile: (file: File) => void;
      multiple?: false;
    }
  | {
      /** Several files chosen at once, in the chooser's order. */
      onFiles: (files: File[]) => void;
      multiple: true;
    }
);

/**
 * A file chooser that looks and works like the calculator's other buttons. A file input's own look
 * depends on the browser (a bare "Choose file" and "No file chosen" on Android), so the control is a
 * real button, reached with Tab and announced as one, that opens the browser's chooser through a file
 * input kept out of sight and out of the tab order.
 */
export function FileButton(props: FileButtonProps) {
  const { label, accept, disabled = false } = props;
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="calc-button"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={props.multiple}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (props.multiple) {
            if (files.length > 0) props.onFiles(files);
          } else if (files[0]) props.onFile(files[0]);
        }}
      />
    </>
  );
}
