import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { notificationMail, oneLine, type MailAddresses } from "~/contact/notification-mail";

import { mailServer, type MailServer } from "../../support/mail-server";

const addresses: MailAddresses = {
  from: "Vasanam Shop <shop@example.in>",
  fromAddress: "shop@example.in",
  to: ["orders@example.in", "owner@example.in"],
};
const message = {
  id: 42,
  receivedAt: "2025-10-20T04:00:00.000Z",
  name: "Ravi Menon",
  email: "ravi@example.in",
  phone: "+91 98765-43210",
  comment: "Bulk enquiry for the temple:\n200 diyas before Diwali.",
};

describe("notificationMail", () => {
  it("names the shopper in the subject, replies to them, and carries every field, the time in India and the id", () => {
    const mail = notificationMail(message, addresses);
    expect(mail.subject).toBe("Contact form: Ravi Menon");
    expect(mail.replyTo).toEqual({ name: "Ravi Menon", address: "ravi@example.in" });
    expect(mail.envelope).toEqual({ from: "shop@example.in", to: addresses.to });
    for (const part of [message.name, message.email, message.phone, message.comment, "Message id:    42"]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain("20 October 2025 at 9:30 am (India time)"); // 04:00 UTC is 09:30 IST
    expect(mail).not.toHaveProperty("html");
  });

  it("keeps a name with line breaks on one line, and leaves out a Reply-To that is not one plain address", () => {
    const mail = notificationMail(
      { ...message, name: "Ravi\r\nBcc: x@evil.example", email: "a@example.in, x@evil.example" },
      addresses,
    );
    expect(mail.subject).toBe("Contact form: Ravi Bcc: x@evil.example");
    expect(mail.replyTo).toBeUndefined();
    expect(oneLine("a\u2028b\u0085c\td")).toBe("a b c d");
  });
});

describe("the notification on the wire (a real SMTP server)", () => {
  let smtp: MailServer;
  beforeAll(async () => {
    smtp = await mailServer();
    await smtp.start();
  });
  afterAll(() => smtp.stop());

  it("adds no header and no recipient for a hostile name, address or comment, and stays plain text", async () => {
    const transport = nodemailer.createTransport({ url: smtp.url });
    const hostile = {
      ...message,
      name: "Ravi\r\nBcc: x@evil.example\r\nContent-Type: text/html",
      email: "ravi@example.in,x@evil.example",
      comment:
        "Hello\r\n.\r\nMAIL FROM:<x@evil.example>\r\nRCPT TO:<x@evil.example>\r\n--b\r\nContent-Type: text/html\r\n\r\n<b>hidden</b>\r\n--b--",
    };
    await transport.sendMail(notificationMail(hostile, addresses));
    const [mail] = await smtp.waitFor(1, 10_000);
    expect(smtp.received).toHaveLength(1);
    expect(mail!.recipients.sort()).toEqual(["orders@example.in", "owner@example.in"]);
    const headerNames = [...mail!.parsed.headers.keys()];
    expect(headerNames).not.toContain("bcc");
    expect(headerNames).not.toContain("reply-to");
    expect(mail!.raw).not.toMatch(/^bcc:/im);
    expect(mail!.parsed.subject).toBe("Contact form: Ravi Bcc: x@evil.example Content-Type: text/html");
    expect(mail!.parsed.html).toBe(false);
    expect(mail!.parsed.attachments).toEqual([]);
    expect(mail!.parsed.headers.get("content-type")).toMatchObject({ value: "text/plain" });
    // The comment arrives whole, as text.
    expect(mail!.parsed.text).toContain("MAIL FROM:<x@evil.example>");
    expect(mail!.parsed.text).toContain("<b>hidden</b>");
  });
});
