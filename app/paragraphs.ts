/** Text split into paragraphs by line, blank lines dropped (product descriptions, blog articles). */
export function paragraphsOf(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
