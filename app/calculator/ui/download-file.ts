/** Hands bytes or text to the browser as a download named `fileName`. */
export function downloadFile(content: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = window.document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  window.document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is released a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
