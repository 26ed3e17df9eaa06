/**
 * What the bottom bar's buttons ask of the document, apart from the document panel itself, which is
 * loaded on demand: the bar needs these before it is.
 */
export interface DocumentPanelHandle {
  savePdf(): Promise<void>;
  print(): void;
  share(): Promise<void>;
  sharePicture(): Promise<void>;
}

export type DocumentAction = "pdf" | "print" | "share" | "picture";

/** Do what the bar asked of the document. */
export function perform(handle: DocumentPanelHandle, action: DocumentAction) {
  if (action === "pdf") void handle.savePdf();
  else if (action === "share") void handle.share();
  else if (action === "picture") void handle.sharePicture();
  else handle.print();
}
