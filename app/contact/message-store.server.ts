/**
 * The server's side of the message store (message-database.mjs owns the engines): the store this
 * process accepts messages into, and, when mail is set up, the sender that mails each one to the
 * shop (mail-sender.server.ts).
 *
 * The production server calls `startContactService` at start with the settings server/config.mjs
 * read (exported to it through entry.server). Without that (`npm run dev`), messages go to the
 * SQLite file under DATA_DIR (default ./data) and nothing is mailed.
 */
import { hostname } from "node:os";

import nodemailer from "nodemailer";

import { environment } from "~/content/site-config.server";

import type { ContactValues } from "./contact-fields";
import type { RetryPolicy } from "./delivery-policy";
import { startMailSender, type MailSender } from "./mail-sender.server";
import {
  messagesDbPath,
  openContactStore,
  type AcceptResult,
  type ContactStore,
  type Storage,
} from "./message-database.mjs";
import type { MailAddresses } from "./notification-mail";
import type { ContactLimits } from "./rate-limit.server";

export type { AcceptResult, ContactStore, Storage };

export interface MailSettings {
  smtpUrl: string;
  addresses: MailAddresses;
  retry: RetryPolicy;
  /** How long a sender's claim on a mail lasts (see mail-sender.server.ts). */
  claimMs: number;
  /** How often each sender looks for due mails. */
  pollMs: number;
}

export interface ContactSettings {
  storage: Storage;
  /** null: messages are stored only. */
  mail: MailSettings | null;
}

export interface MessageStore {
  /** Stores `message` from `client` unless that would break `limits`; resolves after the commit. */
  accept(message: ContactValues, client: string, limits: ContactLimits, now?: Date): Promise<AcceptResult>;
}

/**
 * A store that accepts into `store`, queuing a mail to the shop when `notify`, and calls
 * `accepted` after each commit (to wake this process's sender).
 */
export function acceptingStore(
  store: ContactStore,
  { notify = false, accepted = () => {} }: { notify?: boolean; accepted?: () => void } = {},
): MessageStore {
  return {
    async accept(message, client, limits, now = new Date()) {
      const result = await store.accept(message, client, limits, { now, notify });
      if (result.accepted) accepted();
      return result;
    },
  };
}

let processStore: Promise<MessageStore> | undefined;

/** This process's store: the one the server started, or the default SQLite file on first use. */
export function messageStore(): Promise<MessageStore> {
  processStore ??= openContactStore({ engine: "sqlite", path: messagesDbPath(environment().DATA_DIR) }).then(
    (store) => acceptingStore(store),
  );
  return processStore;
}

export interface ContactService {
  /** Where messages live, for the start-up log. */
  description: string;
  /** Stops the sender (after the round in progress) and closes the store. */
  stop(): Promise<void>;
}

/** Opens the store the settings name and, with mail set up, starts this process's sender. */
export async function startContactService(settings: ContactSettings): Promise<ContactService> {
  const store = await openContactStore(settings.storage);
  let sender: MailSender | undefined;
  const mail = settings.mail;
  if (mail) {
    // Every wait of one send stays well inside the claim, so a slow send is not also sent by another.
    const timeout = Math.max(1_000, Math.floor(mail.claimMs / 4));
    const transport = nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    sender = startMailSender({
      store,
      transport,
      addresses: mail.addresses,
      retry: mail.retry,
      claimMs: mail.claimMs,
      pollMs: mail.pollMs,
      sender: `${hostname()}/${process.pid}`,
    });
  }
  processStore = Promise.resolve(
    acceptingStore(store, { notify: mail !== null, accepted: () => sender?.wake() }),
  );
  return {
    description: store.description,
    async stop() {
      await sender?.stop();
      await store.close();
    },
  };
}
