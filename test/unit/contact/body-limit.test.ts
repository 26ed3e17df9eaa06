import { describe, expect, it } from "vitest";

import { readLimitedForm } from "~/contact/body-limit.server";
import { MAX_CONTACT_BODY_BYTES } from "~/contact/contact-fields";

const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

function streamOf(chunks: number, chunkSize: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= chunks) return controller.close();
      sent++;
      controller.enqueue(new Uint8Array(chunkSize).fill(97));
    },
  });
}

describe("readLimitedForm", () => {
  it("parses a small url-encoded body", async () => {
    const request = new Request("http://x/contact", {
      method: "POST",
      headers: urlencoded,
      body: "contact%5BName%5D=Asha&utf8=%E2%9C%93",
    });
    const result = await readLimitedForm(request);
    expect(result.ok && result.form.get("contact[Name]")).toBe("Asha");
    expect(result.ok && result.form.get("utf8")).toBe("✓");
  });

  it("parses a multipart body", async () => {
    const data = new FormData();
    data.set("contact[Name]", "Asha");
    const result = await readLimitedForm(new Request("http://x/contact", { method: "POST", body: data }));
    expect(result.ok && result.form.get("contact[Name]")).toBe("Asha");
  });

  it("accepts exactly 64 KB", async () => {
    const body = "a=" + "b".repeat(MAX_CONTACT_BODY_BYTES - 2);
    const result = await readLimitedForm(
      new Request("http://x/", { method: "POST", headers: urlencoded, body }),
    );
    expect(result.ok).toBe(true);
  });

  it("refuses a declared Content-Length over 64 KB without reading the body", async () => {
    let pulled = false;
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://x/", {
      method: "POST",
      headers: { ...urlencoded, "content-length": String(MAX_CONTACT_BODY_BYTES + 1) },
      body,
      duplex: "half",
    } as RequestInit);
    expect(await readLimitedForm(request)).toEqual({ ok: false, status: 413 });
    expect(pulled).toBe(false);
  });

  it("stops reading a body without Content-Length once it passes 64 KB", async () => {
    let pulls = 0;
    const inner = streamOf(1_000, 16 * 1024);
    const reader = inner.getReader();
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulls++;
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
    });
    const request = new Request("http://x/", {
      method: "POST",
      headers: urlencoded,
      body: counted,
      duplex: "half",
    } as RequestInit);
    expect(await readLimitedForm(request)).toEqual({ ok: false, status: 413 });
    expect(pulls).toBeLessThan(10); // ~5 chunks of 16 KB, not all 1,000 (16 MB)
  });

  it("refuses other content types (415) and a malformed Content-Length (400)", async () => {
    const json = new Request("http://x/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(await readLimitedForm(json)).toEqual({ ok: false, status: 415 });
    const bad = new Request("http://x/", {
      method: "POST",
      headers: { ...urlencoded, "content-length": "12abc" },
      body: "a=1",
    });
    expect((await readLimitedForm(bad)).ok).toBe(false);
  });

  it.each(["text/plain", "application/json; charset=utf-8", "", "multipart/mixed; boundary=x"])(
    "answers 415 to a body of type %j",
    async (type) => {
      const request = new Request("http://x/", {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body: "contact[Name]=Asha",
      });
      expect(await readLimitedForm(request)).toEqual({ ok: false, status: 415 });
    },
  );

  it("keeps the case of a multipart boundary, as browsers write it", async () => {
    const boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="contact[Name]"\r\n\r\nAsha\r\n--${boundary}--\r\n`;
    const request = new Request("http://x/", {
      method: "POST",
      headers: { "content-type": `Multipart/Form-Data; boundary=${boundary}` },
      body,
    });
    const result = await readLimitedForm(request);
    expect(result.ok && result.form.get("contact[Name]")).toBe("Asha");
  });

  it("answers 400 to a body that breaks off", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("contact%5BName%5D=As"));
        controller.error(new Error("connection reset"));
      },
    });
    const request = new Request("http://x/", {
      method: "POST",
      headers: urlencoded,
      body: broken,
      duplex: "half",
    } as RequestInit);
    expect(await readLimitedForm(request)).toEqual({ ok: false, status: 400 });
  });
});
