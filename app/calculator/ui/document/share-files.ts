/**
 * Handing files over: the phone's share sheet where the browser can share files (the Web Share API
 * with files: Chrome on Android, Safari on iOS), else a download. Browser only.
 */

import { downloadFile } from "~/calculator/ui/download-file";

export type HandOver = "shared" | "cancelled" | "saved";

/**
 * Share the files, or save them where files cannot be shared. A share the rep closes is "cancelled";
 * one the browser refuses (the tap is too long ago once a slow phone has made the file) saves them.
 */
export async function shareOrSave(
  files: File[],
  message: { title: string; text: string },
): Promise<HandOver> {
  if (typeof navigator.canShare === "function" && navigator.canShare({ files })) {
    try {
      await navigator.share({ files, ...message });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      if (!(error instanceof DOMException && error.name === "NotAllowedError")) throw error;
    }
  }
  for (const file of files) downloadFile(file, file.name, file.type);
  return "saved";
}
