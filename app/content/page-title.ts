/** Every page title ends with the brand, so a shopper's tabs and bookmarks say where they are. */
export function pageTitle(title: string): string {
  return `${title} | Vasanam`;
}
