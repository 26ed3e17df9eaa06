/**
 * Text as the e-invoice schema takes it: no double quote or backslash anywhere (the portal refuses
 * them), no control characters or line breaks, and within each field's length.
 */

/** Text the cleaning would leave as it is: words of characters it keeps, one space between them. */
const ALREADY_CLEAN = /^(?:[^\s"\\\u0000-\u001f\u007f]+(?: [^\s"\\\u0000-\u001f\u007f]+)*)?$/;

/** Cleaned and cut to `max` characters (whole characters, never half of one). */
export function sanitisedText(text: string, max: number): string {
  // Most names and places are clean and short: a quarter's e-invoices ask for some 100,000 of them.
  if (text.length <= max && ALREADY_CLEAN.test(text)) return text;
  const cleaned = text
    .replaceAll('"', "'")
    .replaceAll("\\", "/")
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(cleaned).slice(0, max).join("").trim();
}

const ADDRESS_LINE = 100;

/**
 * An address as the schema's two lines of up to 100 characters (the second at least 3, or left out),
 * broken after a comma or a space where it can be; null when there is no address at all. An address
 * longer than 200 characters is cut.
 */
export function splitAddress(address: string): [string, string | undefined] | null {
  const whole = sanitisedText(
    address
      .split(/\s*\n\s*/)
      .filter(Boolean)
      .join(", "),
    2 * ADDRESS_LINE + 1,
  );
  if (whole === "") return null;
  if (whole.length <= ADDRESS_LINE) return [whole, undefined];
  const characters = Array.from(whole);
  if (characters.length <= ADDRESS_LINE) return [whole, undefined];
  const breakAt = characters.slice(0, ADDRESS_LINE + 1).lastIndexOf(" ");
  const cut = breakAt > ADDRESS_LINE / 2 ? breakAt : ADDRESS_LINE;
  const first = characters.slice(0, cut).join("").replace(/,$/, "").trim();
  const rest = sanitisedText(characters.slice(cut).join("").replace(/^\s*,/, ""), ADDRESS_LINE);
  return [first, rest.length >= 3 ? rest : undefined];
}
