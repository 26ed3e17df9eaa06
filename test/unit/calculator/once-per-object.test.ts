import { describe, expect, it } from "vitest";

import { oncePerObject } from "~/calculator/once-per-object";

describe("oncePerObject", () => {
  it("works a value out once per object, and separately for each object", () => {
    const calls: object[] = [];
    const total = oncePerObject((line: { quantity: number }) => {
      calls.push(line);
      return { doubled: line.quantity * 2 };
    });
    const first = { quantity: 3 };
    const second = { quantity: 3 };
    const answer = total(first);
    expect(total(first)).toBe(answer); // the same value, not worked out again
    expect(total(second)).toEqual({ doubled: 6 });
    expect(total(second)).not.toBe(answer);
    expect(calls).toEqual([first, second]);
  });
});
