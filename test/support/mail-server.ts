import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

import { freePort } from "../../scripts/server-process.mjs";

export interface ReceivedMail {
  /** The envelope's recipients: who the mail really went to. */
  recipients: string[];
  sender: string;
  parsed: ParsedMail;
  raw: string;
}

export interface MailServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Starts listening (again, after `stop`) on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `count` mails have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs: number): Promise<ReceivedMail[]>;
}

/**
 * A real SMTP server on loopback (the smtp-server package), keeping every mail it accepts, parsed
 * with mailparser. `refuse` lets a test answer a mail with an SMTP error instead; with `login`, only
 * a client that logs in with it may send, and `url` carries it. Not started
 * until `start()`, so a test can point a shop at it while it is down.
 */
export async function mailServer(
  options: {
    refuse?: (raw: string) => { code: number; message: string } | undefined;
    delayMs?: number;
    /** Required login (over plain SMTP: this server offers no TLS). */
    login?: { user: string; pass: string };
  } = {},
): Promise<MailServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const login = options.login;
  const settings: SMTPServerOptions = {
    authOptional: !login,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        const refusal = options.refuse?.(raw);
        if (refusal) {
          const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          callback(error);
          return;
        }
        received.push({
          recipients: session.envelope.rcptTo.map((r) => r.address),
          sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          parsed: await simpleParser(raw),
          raw,
        });
        callback();
      });
    },
  };

  return {
    port,
    url: login
      ? `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      server = new SMTPServer(settings);
      server.on("error", () => {});
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", () => resolve()));
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${received.length} of ${count} mails arrived within ${timeoutMs / 1000} s`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return received;
    },
  };
}
