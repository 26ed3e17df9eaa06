import { toDecimalRupees, type Paise } from "~/money/money";

/**
 * The UPI payment a document asks for (docs/calculator.md, "Paying by UPI"): the `upi://pay` address
 * that a UPI app opens from the QR code printed beside the total, with the seller's UPI ID and name,
 * the amount and the document's number filled in.
 */

/** Most UPI apps refuse more than ₹1,00,000 in one payment: above it the amount is left for the payer. */
export const UPI_AMOUNT_LIMIT: Paise = 1_00_000_00;

/**
 * A UPI address (virtual payment address): a name of letters, digits, dots, hyphens and underscores,
 * an `@`, and the payment app's handle, letters and digits (`punarvana@okaxis`, `98765 43210@ybl`
 * without the space).
 */
const UPI_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export function isValidUpiId(value: string): boolean {
  return UPI_ID.test(value);
}

export interface UpiPaymentRequest {
  /** The payee's UPI address. */
  readonly upiId: string;
  /** The payee's name as the payer's app shows it. */
  readonly payeeName: string;
  /** The document's rounded total. */
  readonly amount: Paise;
  /** The document's number, which the payment carries as its note. */
  readonly reference: string;
}

/** Whether the amount goes into the payment (else the payer types it, or pays another way). */
export function upiAmountIncluded(amount: Paise): boolean {
  return amount > 0 && amount <= UPI_AMOUNT_LIMIT;
}

/**
 * Each value percent-encoded as in a URL's query; `@` is left as it is, since the query allows it and
 * UPI addresses are written so everywhere.
 */
function encode(value: string): string {
  return encodeURIComponent(value).replaceAll("%40", "@");
}

/**
 * `upi://pay?pa=…&pn=…&am=1234.00&cu=INR&tn=…`: the amount with two decimals, left out when it is
 * nothing or above {@link UPI_AMOUNT_LIMIT}. Throws a RangeError for an invalid UPI address or an
 * amount that is not whole paise.
 */
export function upiPaymentUri(request: UpiPaymentRequest): string {
  if (!isValidUpiId(request.upiId)) throw new RangeError(`"${request.upiId}" is not a UPI address.`);
  if (!Number.isSafeInteger(request.amount) || request.amount < 0) {
    throw new RangeError(`A UPI amount is whole paise, not ${request.amount}.`);
  }
  const parameters: [string, string][] = [
    ["pa", request.upiId],
    ["pn", request.payeeName.trim()],
  ];
  if (upiAmountIncluded(request.amount)) parameters.push(["am", toDecimalRupees(request.amount)]);
  parameters.push(["cu", "INR"]);
  if (request.reference.trim()) parameters.push(["tn", request.reference.trim()]);
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${encode(value)}`).join("&")}`;
}
