import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

import { nativeDeflate, zipTexts } from "~/calculator/register/text-zip";

const ENTRY_DATE = new Date(Date.UTC(2020, 0, 1));

/** Text that deflates well and text that does not, as a quarter's files hold both. */
function files(): Record<string, string> {
  let noise = "";
  let seed = 7;
  for (let index = 0; index < 200_000; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    noise += String.fromCharCode(32 + (seed % 90));
  }
  return {
    "b2b.csv": "GSTIN/UIN of Recipient,Receiver Name\r\n".repeat(50_000),
    "notes.txt": "- Café ₹1,234.50 — naïve 🪔\r\n",
    "empty.csv": "",
    "noise.txt": noise,
  };
}

describe("text files in one .zip", () => {
  it("deflates natively here, as the browsers the calculator supports do", () => {
    expect(nativeDeflate()).toBe(true);
  });

  it.each(["native", "fflate"] as const)(
    "reads back every file, in order, byte for byte (%s deflate)",
    async (engine) => {
      const texts = files();
      const bytes = await zipTexts(texts, ENTRY_DATE, engine);
      const read = unzipSync(bytes);
      expect(Object.keys(read)).toEqual(Object.keys(texts));
      for (const [name, text] of Object.entries(texts)) expect(strFromU8(read[name]!), name).toBe(text);
      // Compressed, not stored: the repeated rows shrink to a fraction.
      expect(bytes.length).toBeLessThan(texts["noise.txt"]!.length + 100_000);
    },
  );

  it("dates every entry as asked, so the same texts give the same bytes", async () => {
    const texts = files();
    const first = await zipTexts(texts, ENTRY_DATE, "native");
    expect(await zipTexts(texts, ENTRY_DATE, "native")).toEqual(first);
    expect(await zipTexts(texts, new Date(Date.UTC(2021, 5, 1)), "native")).not.toEqual(first);
  });
});
