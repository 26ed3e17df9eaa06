import { describe, expect, it } from "vitest";

import { BLOCK_GAP_PT, pdfDate, pdfFileId, planPages } from "~/calculator/pdf/pdf-layout";

/** Page breaks of the saved PDF, and what makes the same document give the same file. */

const page = { firstTop: 200, otherTop: 50, bottom: 800, tableHeaderHeight: 16 };

describe("planPages", () => {
  it("puts a short document on one page: header, rows, then blocks with gaps", () => {
    const plan = planPages({ ...page, rows: [30, 30], blocks: [100, 50] });
    expect(plan).toEqual([
      {
        tableHeaderY: 200,
        rows: [
          { index: 0, y: 216 },
          { index: 1, y: 246 },
        ],
        blocks: [
          { index: 0, y: 276 + BLOCK_GAP_PT },
          { index: 1, y: 276 + BLOCK_GAP_PT + 100 + BLOCK_GAP_PT },
        ],
      },
    ]);
  });

  it("never splits a row, and repeats the table header on every page with rows", () => {
    const rows = Array.from({ length: 60 }, (_, index) => 24 + (index % 3) * 10);
    const plan = planPages({ ...page, rows, blocks: [300, 90, 80] });
    expect(plan.length).toBeGreaterThan(1);
    const placed = plan.flatMap((entry) => entry.rows.map((row) => row.index));
    expect(placed).toEqual(rows.map((_, index) => index));
    plan.forEach((entry, pageIndex) => {
      expect(entry.tableHeaderY).toBe(pageIndex === 0 ? page.firstTop : page.otherTop);
      for (const row of entry.rows) expect(row.y + rows[row.index]!).toBeLessThanOrEqual(page.bottom);
      for (const block of entry.blocks)
        expect(block.y + [300, 90, 80][block.index]!).toBeLessThanOrEqual(page.bottom);
    });
  });

  it("keeps the last row with all the blocks when they fit on a page together, so no page lacks rows", () => {
    // Rows fill page 1 so that the blocks would not fit under them.
    const rows = Array.from({ length: 20 }, () => 28);
    const plan = planPages({ ...page, rows, blocks: [300, 90, 80] });
    const last = plan.at(-1)!;
    expect(last.rows.map((row) => row.index)).toContain(19);
    expect(last.blocks.map((block) => block.index)).toEqual([0, 1, 2]);
    for (const entry of plan) expect(entry.rows.length).toBeGreaterThan(0);
  });

  it("lets blocks that cannot all fit with the last row flow on, the totals still beside it", () => {
    const plan = planPages({ ...page, rows: [30, 30], blocks: [500, 400] });
    expect(plan).toHaveLength(2);
    expect(plan[0]!.blocks.map((block) => block.index)).toEqual([0]);
    expect(plan[1]).toEqual({ tableHeaderY: null, rows: [], blocks: [{ index: 1, y: page.otherTop }] });
  });
});

describe("the same document gives the same file", () => {
  it("dates the PDF in India time from the date of issue", () => {
    expect(pdfDate(Date.parse("2026-04-05T10:30:15+05:30"))).toBe("D:20260405103015+05'30'");
    expect(pdfDate(Date.parse("2027-03-31T20:00:00Z"))).toBe("D:20270401013000+05'30'");
  });

  it("derives a 32-hex-digit file identifier from the number and date only", () => {
    const id = pdfFileId("PE/2026-27/0001", 1775365215000);
    expect(id).toMatch(/^[0-9A-F]{32}$/);
    expect(pdfFileId("PE/2026-27/0001", 1775365215000)).toBe(id);
    expect(pdfFileId("PE/2026-27/0002", 1775365215000)).not.toBe(id);
    expect(pdfFileId("PE/2026-27/0001", 1775365215001)).not.toBe(id);
  });
});
