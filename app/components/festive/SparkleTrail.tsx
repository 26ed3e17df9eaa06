import { useEffect, useRef } from "react";

import { fadeOut, liveSparkles, spawnSparkles, SPARKLE_LIFE_MS, type Sparkle } from "./festive-timing";
import { followViewport } from "./viewport-canvas";

/**
 * The cursor and touch sparkle trail: 1 or 2 sparkles per frame while the pointer
 * moves, 1 to 13 px, amber, gold, pink or white, each gone after 900 ms. Listeners are passive and
 * on a fixed canvas that takes no input, so scrolling and clicking are never delayed. The frame
 * loop only runs while there are sparkles to draw.
 */
export function SparkleTrail() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const stopFollowingViewport = followViewport(canvas, ctx);

    let sparkles: Sparkle[] = [];
    let pointer: { x: number; y: number } | null = null;
    let frame = 0;

    const draw = (now: number) => {
      frame = 0;
      if (pointer) {
        sparkles.push(...spawnSparkles(pointer.x, pointer.y, now));
        pointer = null;
      }
      sparkles = liveSparkles(sparkles, now);
      ctx.clearRect(0, 0, window.innerWidth, window.innerHeight);
      for (const s of sparkles) {
        s.x += s.vx;
        s.y += s.vy;
        ctx.globalAlpha = fadeOut(now - s.born, SPARKLE_LIFE_MS);
        ctx.fillStyle = s.colour;
        ctx.beginPath();
        ctx.arc(s.x, s.y, s.size / 2, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      if (sparkles.length > 0) frame = requestAnimationFrame(draw);
    };

    const onMove = (x: number, y: number) => {
      pointer = { x, y };
      if (!frame) frame = requestAnimationFrame(draw);
    };
    const onPointerMove = (event: PointerEvent) => onMove(event.clientX, event.clientY);
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) onMove(touch.clientX, touch.clientY);
    };

    window.addEventListener("pointermove", onPointerMove, { passive: true });
    window.addEventListener("touchmove", onTouchMove, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", onPointerMove);
      window.removeEventListener("touchmove", onTouchMove);
      stopFollowingViewport();
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      className="festive-canvas sparkle-canvas"
      aria-hidden="true"
      data-testid="sparkles"
    />
  );
}
