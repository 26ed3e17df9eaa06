/**
 * The sender: delivers the outbox's pending mails to the shop (docs/contact.md, "Mail to the shop").
 * Every server process runs one, on every host; they share the outbox in the message store. Each
 * takes one due mail at a time with a claim that lasts `claimMs`, so one mail is sent by one
 * sender, and a sender that dies mid-way (SIGKILL, a lost host) only delays its mails until the
 * claim runs out and another takes them over. The SMTP timeouts are kept well inside the claim.
 *
 * Each try is recorded with the mail server's answer. A mail that fails is tried again after a
 * growing delay, until the policy gives up or the server refuses it permanently (delivery-policy.ts).
 */
import type { ClaimedDelivery, ContactStore } from "./message-database.mjs";
import { afterFailure, failureAnswer, type RetryPolicy, type SendFailure } from "./delivery-policy";
import { notificationMail, type MailAddresses, type NotificationMail } from "./notification-mail";

/** What the sender needs of nodemailer's transport. */
export interface MailTransport {
  sendMail(mail: NotificationMail): Promise<{ response?: string }>;
}

export interface MailSenderOptions {
  store: ContactStore;
  transport: MailTransport;
  addresses: MailAddresses;
  retry: RetryPolicy;
  /** How long a claim lasts; longer than one send can take. */
  claimMs: number;
  /** How often to look for due mails when nothing woke the sender. */
  pollMs: number;
  /** This sender's name in the records (host and process). */
  sender: string;
  log?: (line: string) => void;
}

export interface MailSender {
  /** Look for due mails now (a message was just accepted). */
  wake(): void;
  /** Stops looking; resolves when the round in progress has ended. */
  stop(): Promise<void>;
}

/**
 * Mails claimed at a time: one. Claimed and sent one by one, a sender killed between the mail
 * server's "250 OK" and recording it leaves at most that one mail to be sent again.
 */
const BATCH = 1;

export function startMailSender(options: MailSenderOptions): MailSender {
  const { store, transport, addresses, retry, claimMs, pollMs, sender, log = console.error } = options;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  let lastStoreError = "";

  async function deliver({ message, attempts, queuedAt }: ClaimedDelivery) {
    try {
      const info = await transport.sendMail(notificationMail(message, addresses));
      await store.recordAttempt(message.id, {
        sender,
        at: Date.now(),
        outcome: "sent",
        answer: failureAnswer({ message: info.response ?? "accepted" }),
      });
    } catch (error) {
      const failure = error as SendFailure;
      const now = Date.now();
      const step = afterFailure(failure, { attempts, queuedAt, now }, retry);
      const answer = failureAnswer(failure);
      await store.recordAttempt(message.id, { sender, at: now, answer, ...step });
      log(
        step.outcome === "failed"
          ? `[vasanam] mail for contact message ${message.id} failed for good: ${answer}`
          : `[vasanam] mail for contact message ${message.id} not sent (try ${attempts + 1}), ` +
              `again in ${Math.round((step.nextAttemptAt - now) / 1000)} s: ${answer}`,
      );
    }
  }

  async function round(): Promise<number> {
    const claimed = await store.claimDue(sender, { now: Date.now(), leaseMs: claimMs, max: BATCH });
    for (const delivery of claimed) await deliver(delivery);
    return claimed.length;
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(resolve, pollMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const running = (async () => {
    while (!stopped) {
      woken = false;
      let claimed = 0;
      try {
        claimed = await round();
        lastStoreError = "";
      } catch (error) {
        // The store is unreachable (PostgreSQL restarting): said once, then tried again each poll.
        const text = error instanceof Error ? error.message : String(error);
        if (text !== lastStoreError) log(`[vasanam] the mail sender cannot reach the message store: ${text}`);
        lastStoreError = text;
      }
      if (claimed === 0) await pause();
      wakeUp = undefined;
    }
  })();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
    },
  };
}
