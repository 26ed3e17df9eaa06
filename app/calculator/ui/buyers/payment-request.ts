import type { Buyer } from "~/calculator/documents/buyer";

/**
 * "Record payment" on an issued tax invoice: the request travels from the issued list to Buyers and
 * dues (which may not be loaded yet), which opens, shows the invoice's buyer and the payment form with
 * that invoice picked. Part of the first load, so it is only this: the request kept until Buyers and
 * dues takes it, and the listeners told.
 */

export interface PaymentRequest {
  readonly buyer: Buyer;
  readonly invoiceNumber: string;
}

let pending: PaymentRequest | null = null;
const listeners = new Set<(request: PaymentRequest) => void>();

export function requestPayment(request: PaymentRequest): void {
  pending = request;
  for (const listener of listeners) listener(request);
}

/** The request waiting, taken (so it is acted on once). */
export function takePaymentRequest(): PaymentRequest | null {
  const request = pending;
  pending = null;
  return request;
}

export function onPaymentRequest(listener: (request: PaymentRequest) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
