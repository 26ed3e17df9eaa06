import { describe, expect, it } from "vitest";

import {
  easeInOut,
  positionCount,
  progressTick,
  PROGRESS_TICK_MS,
  revealDelayMs,
  REVEAL_THRESHOLD,
  SLIDE_TRANSITION_MS,
  slidesPerView,
  STRIP_BUTTON_SCROLL_PX,
  STRIP_KEY_SCROLL_PX,
  stripEdges,
  wrapIndex,
} from "~/components/slider/slider-math";

describe("slider rules", () => {
  it("loops: indexes wrap both ways", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2, 0)).toBe(0);
  });

  it("counts positions from the slides that fit", () => {
    expect(positionCount(5, 4)).toBe(2);
    expect(positionCount(5, 3)).toBe(3);
    expect(positionCount(5, 1)).toBe(5);
    expect(positionCount(4, 1)).toBe(4);
    expect(positionCount(3, 6)).toBe(1);
    expect(positionCount(5, 0)).toBe(5);
    expect(positionCount(0, 4)).toBe(0);
  });

  it("shows 4 cards, 3 below 1024 px, 2 below 768 px, 1 below 480 px", () => {
    expect(slidesPerView(1280)).toBe(4);
    expect(slidesPerView(1024)).toBe(4);
    expect(slidesPerView(1023)).toBe(3);
    expect(slidesPerView(768)).toBe(3);
    expect(slidesPerView(767)).toBe(2);
    expect(slidesPerView(480)).toBe(2);
    expect(slidesPerView(479)).toBe(1);
  });

  it("moves a slide in 500 ms with an ease that starts at 0 and ends at 1", () => {
    expect(SLIDE_TRANSITION_MS).toBe(500);
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(-1)).toBe(0);
    expect(easeInOut(2)).toBe(1);
  });

  it("fills a progress dot 2% every 100 ms and advances after 5 s", () => {
    expect(PROGRESS_TICK_MS).toBe(100);
    let percent = 0;
    let ticks = 0;
    for (;;) {
      ticks += 1;
      const tick = progressTick(percent);
      if (tick.advance) {
        expect(tick.percent).toBe(0);
        break;
      }
      expect(tick.percent).toBe(percent + 2);
      percent = tick.percent;
    }
    expect(ticks * PROGRESS_TICK_MS).toBe(5_000);
  });
});

describe("category strip", () => {
  it("scrolls 180 px by key and 220 px by button", () => {
    expect(STRIP_KEY_SCROLL_PX).toBe(180);
    expect(STRIP_BUTTON_SCROLL_PX).toBe(220);
  });

  it("disables the buttons within 5 px of an end", () => {
    // A 1000 px wide row in a 400 px window: scrollLeft runs 0…600.
    expect(stripEdges(0, 400, 1000)).toEqual({ canScrollBack: false, canScrollForward: true });
    expect(stripEdges(5, 400, 1000)).toEqual({ canScrollBack: false, canScrollForward: true });
    expect(stripEdges(6, 400, 1000)).toEqual({ canScrollBack: true, canScrollForward: true });
    expect(stripEdges(594, 400, 1000)).toEqual({ canScrollBack: true, canScrollForward: true });
    expect(stripEdges(595, 400, 1000)).toEqual({ canScrollBack: true, canScrollForward: false });
    expect(stripEdges(600, 400, 1000)).toEqual({ canScrollBack: true, canScrollForward: false });
  });

  it("disables both when everything fits", () => {
    expect(stripEdges(0, 1000, 1000)).toEqual({ canScrollBack: false, canScrollForward: false });
  });
});

describe("Shop the Essentials reveal", () => {
  it("staggers tiles in 90 ms steps once 35% is visible", () => {
    expect(REVEAL_THRESHOLD).toBe(0.35);
    expect([0, 1, 2, 3].map(revealDelayMs)).toEqual([0, 90, 180, 270]);
    expect(revealDelayMs(-1)).toBe(0);
  });
});
