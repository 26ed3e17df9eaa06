/**
 * What the mail sender does after a failed delivery (docs/contact.md, "Mail to the shop"): try
 * again after a delay that doubles from `firstDelayMs` up to `maxDelayMs`, for `retryForMs` from
 * when the mail was queued, then give up and mark it failed. A permanent refusal (an SMTP 5xx
 * answer to the message) stops at once; a refused login (also 5xx) does not, because that is the
 * shop's setting to fix, not the message's fault, and the mails must go once it is fixed.
 */

export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long after queuing a mail the sender keeps trying: at least a day, so an outage of the
   * mail provider over a night or a holiday loses nothing. */
  retryForMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  retryForMs: 48 * 60 * 60_000,
};

/** What nodemailer tells of a failed send (its errors carry these fields). */
export interface SendFailure {
  message: string;
  code?: string;
  /** The SMTP server's reply code, when it answered. */
  responseCode?: number;
  /** The SMTP server's reply line, when it answered. */
  response?: string;
}

export type FailureStep = { outcome: "retry"; nextAttemptAt: number } | { outcome: "failed" };

/** The delay before the next try, after `failedAttempts` (1 or more) tries have failed. */
export function retryDelay(failedAttempts: number, policy: RetryPolicy): number {
  const doublings = Math.min(Math.max(failedAttempts - 1, 0), 40);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

export function isPermanent(failure: SendFailure): boolean {
  const code = failure.responseCode;
  return code !== undefined && code >= 500 && code < 600 && failure.code !== "EAUTH";
}

/**
 * After a try failed: retry later, or stop. `attempts` counts the tries before this one.
 */
export function afterFailure(
  failure: SendFailure,
  { attempts, queuedAt, now }: { attempts: number; queuedAt: number; now: number },
  policy: RetryPolicy,
): FailureStep {
  if (isPermanent(failure)) return { outcome: "failed" };
  const nextAttemptAt = now + retryDelay(attempts + 1, policy);
  if (nextAttemptAt > queuedAt + policy.retryForMs) return { outcome: "failed" };
  return { outcome: "retry", nextAttemptAt };
}

/** The answer to record for a failed try: the server's reply line, else what went wrong. */
export function failureAnswer(failure: SendFailure): string {
  const text = (failure.response ?? failure.message).replace(/\s+/g, " ").trim();
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}
