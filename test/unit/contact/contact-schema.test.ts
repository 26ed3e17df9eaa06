import { describe, expect, it } from "vitest";

import { CONTACT_FIELDS, HONEYPOT_FIELD, type ContactValues } from "~/contact/contact-fields";
import { characterCount, parseContactForm } from "~/contact/contact-schema.server";

const valid: ContactValues = {
  name: "Asha Verma",
  email: "asha@example.in",
  phone: "+91 98765-43210",
  comment: "Do you ship sambrani cups to Pune?",
};

function form(values: Partial<ContactValues>, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ form_type: "contact", utf8: "✓" });
  for (const [key, value] of Object.entries({ ...valid, ...values })) {
    params.set(CONTACT_FIELDS[key as keyof ContactValues], value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}

function errorsFor(values: Partial<ContactValues>) {
  const result = parseContactForm(form(values));
  return result.ok ? {} : result.errors;
}

describe("parseContactForm: a valid message", () => {
  it("accepts the four fields and returns them trimmed", () => {
    const result = parseContactForm(form({ name: "  Asha Verma  ", comment: "\n Hello \n" }));
    expect(result).toEqual({
      ok: true,
      honeypotFilled: false,
      message: { ...valid, name: "Asha Verma", comment: "Hello" },
    });
  });

  it("reads FormData as well as URLSearchParams", () => {
    const data = new FormData();
    for (const [key, value] of form({})) data.append(key, value);
    expect(parseContactForm(data).ok).toBe(true);
  });

  it("accepts limits exactly: name 100, email 254, phone 7 and 20, comment 1 and 5,000", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.in`;
    expect(email.length).toBe(254);
    for (const values of [
      { name: "n".repeat(100) },
      { email },
      { phone: "1234567" },
      { phone: "+91 98765 43210 1234".slice(0, 20) },
      { comment: "x" },
      { comment: "x".repeat(5_000) },
    ]) {
      expect(errorsFor(values), JSON.stringify(values).slice(0, 80)).toEqual({});
    }
  });

  it("counts characters as code points, so emoji and Devanagari are not double-counted", () => {
    expect(characterCount("🙏")).toBe(1);
    expect(errorsFor({ name: "🪔".repeat(100) })).toEqual({});
    expect(errorsFor({ name: "🪔".repeat(101) }).name).toMatch(/100 characters/);
    expect(errorsFor({ name: "आशा वर्मा", comment: "नमस्ते 🙏 क्या आप पुणे भेजते हैं?" })).toEqual({});
  });

  it("keeps line breaks in the comment and normalises CRLF to LF", () => {
    const result = parseContactForm(form({ comment: "Line one\r\nLine two\rLine three\tend" }));
    expect(result.ok && result.message.comment).toBe("Line one\nLine two\nLine three\tend");
  });

  it("stores HTML as plain text (escaping is the renderer's job)", () => {
    const result = parseContactForm(form({ name: "<b>Asha</b>", comment: "<script>alert(1)</script>" }));
    expect(result.ok && result.message.comment).toBe("<script>alert(1)</script>");
  });

  it("uses only the first value when a field is posted twice", () => {
    const params = form({});
    params.append(CONTACT_FIELDS.name, "Second");
    const result = parseContactForm(params);
    expect(result.ok && result.message.name).toBe("Asha Verma");
  });
});

describe("parseContactForm: each rule has its own message", () => {
  const cases: [string, Partial<ContactValues>, keyof ContactValues, RegExp][] = [
    ["name missing", { name: "" }, "name", /enter your name/],
    ["name blank", { name: "   \t " }, "name", /enter your name/],
    ["name too long", { name: "n".repeat(101) }, "name", /100 characters or fewer/],
    ["name with a line break", { name: "Asha\nVerma" }, "name", /line breaks or control/],
    ["name with NUL", { name: "Asha\u0000" }, "name", /control/],
    ["email missing", { email: "" }, "email", /enter your email/],
    ["email without @", { email: "asha.example.in" }, "email", /valid email/],
    ["email without domain dot", { email: "asha@localhost" }, "email", /valid email/],
    ["email with spaces", { email: "asha verma@example.in" }, "email", /valid email/],
    ["email with two @", { email: "a@b@example.in" }, "email", /valid email/],
    ["email too long", { email: `${"a".repeat(250)}@example.in` }, "email", /254 characters/],
    ["email with HTML", { email: "<a@b.in>" }, "email", /valid email/],
    ["phone missing", { phone: "" }, "phone", /enter your phone/],
    ["phone too short", { phone: "98765" }, "phone", /7 to 20 characters/],
    ["phone too long", { phone: "1".repeat(21) }, "phone", /7 to 20 characters/],
    ["phone with letters", { phone: "98765abcde" }, "phone", /only digits/],
    ["phone with a plus inside", { phone: "91+9876543210" }, "phone", /only digits/],
    ["phone with two leading plus", { phone: "++919876543" }, "phone", /only digits/],
    ["phone with brackets", { phone: "(011) 2345678" }, "phone", /only digits/],
    ["phone without any digit", { phone: "- - - - -" }, "phone", /only digits/],
    ["phone with full-width digits", { phone: "９８７６５４３２１０" }, "phone", /only digits/],
    ["comment missing", { comment: "" }, "comment", /write your message/],
    ["comment blank", { comment: " \n\n\t " }, "comment", /write your message/],
    [
      "comment too long",
      { comment: "x".repeat(5_001) },
      "comment",
      /5,000 characters or fewer; it has 5,001/,
    ],
    ["comment with NUL", { comment: "Hello\u0000world" }, "comment", /control characters/],
    ["comment with an escape sequence", { comment: "Hi \u001b[31m red" }, "comment", /control characters/],
  ];

  it.each(cases)("%s", (_label, values, field, message) => {
    const result = parseContactForm(form(values));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual([field]);
    expect(result.errors[field]).toMatch(message);
  });

  it("reports every broken field at once, one message each, and keeps the raw values", () => {
    const posted = { name: "", email: "not-an-email", phone: "abc", comment: "" };
    const result = parseContactForm(form(posted));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["comment", "email", "name", "phone"]);
    expect(result.values).toEqual(posted);
  });

  it("treats missing fields (an empty post) as empty", () => {
    const result = parseContactForm(new URLSearchParams());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toHaveLength(4);
  });
});

describe("parseContactForm: hostile input", () => {
  const megabyte = "A".repeat(1 << 20);

  it("refuses 1 MB in every field with the length message", () => {
    const result = parseContactForm(
      form({ name: megabyte, email: `${megabyte}@example.in`, phone: megabyte, comment: megabyte }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toMatch(/100 characters/);
    expect(result.errors.email).toMatch(/254 characters/);
    expect(result.errors.phone).toMatch(/7 to 20/);
    expect(result.errors.comment).toMatch(/5,000 characters/);
  });

  it("refuses a crafted e-mail made to make a pattern backtrack (the test's timeout catches a hang)", () => {
    const crafted = `${"a.".repeat(60)}@${"b-".repeat(60)}`;
    expect(errorsFor({ email: crafted }).email).toMatch(/valid email/);
  });

  it("normalises Unicode to NFC so a decomposed name counts like a composed one", () => {
    const decomposed = "e\u0301".repeat(100); // é as two code points each
    expect(errorsFor({ name: decomposed })).toEqual({});
  });

  it("rejects Unicode line and paragraph separators in one-line fields", () => {
    expect(errorsFor({ name: "Asha\u2028Verma" }).name).toMatch(/control/);
  });
});

describe("parseContactForm: invisible characters", () => {
  it("treats a name or comment of nothing but zero-width characters as empty", () => {
    const zeroWidth = "\u200b".repeat(100);
    expect(errorsFor({ name: zeroWidth }).name).toMatch(/enter your name/);
    expect(errorsFor({ comment: zeroWidth }).comment).toMatch(/write your message/);
    expect(errorsFor({ name: "\u200d\u200c\u2060\ufeff \u00ad" }).name).toMatch(/enter your name/);
  });

  it("removes bidirectional overrides, embeddings, isolates and marks", () => {
    const result = parseContactForm(
      form({ name: "Asha\u202e\u2066Verma\u2069\u202c", comment: "Pay \u202eredro\u202c now \u200f" }),
    );
    expect(result.ok && result.message).toMatchObject({ name: "AshaVerma", comment: "Pay redro now" });
    expect(errorsFor({ name: "\u202e\u202d\u2067" }).name).toMatch(/enter your name/);
  });

  it("keeps the joiners that Indian scripts spell with", () => {
    const malayalam = "ശ്രീ\u200dകല"; // a chillu form needs ZWJ
    const result = parseContactForm(form({ name: malayalam, comment: `ക്ഷ\u200cമ ${malayalam}` }));
    expect(result.ok && result.message.name).toBe(malayalam);
    expect(result.ok && result.message.comment).toContain("\u200c");
  });
});

describe("the honeypot", () => {
  it("is reported when filled, whatever the other fields hold", () => {
    expect(parseContactForm(form({}, { [HONEYPOT_FIELD]: "https://spam.example" })).honeypotFilled).toBe(
      true,
    );
    expect(parseContactForm(form({ name: "" }, { [HONEYPOT_FIELD]: "x" })).honeypotFilled).toBe(true);
  });

  it("is not reported when empty or whitespace", () => {
    expect(parseContactForm(form({}, { [HONEYPOT_FIELD]: "  " })).honeypotFilled).toBe(false);
    expect(parseContactForm(form({})).honeypotFilled).toBe(false);
  });
});
