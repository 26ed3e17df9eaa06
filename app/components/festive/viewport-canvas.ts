/**
 * Keeps a fixed, full-viewport canvas sharp: sized to the window in device pixels (capped at 2×,
 * which is plenty for sparks) and scaled so drawing code works in CSS pixels.
 * Returns the function that stops following the window's size.
 */
export function followViewport(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D): () => void {
  const ratio = Math.min(2, window.devicePixelRatio || 1);
  const resize = () => {
    canvas.width = Math.round(window.innerWidth * ratio);
    canvas.height = Math.round(window.innerHeight * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  };
  resize();
  window.addEventListener("resize", resize);
  return () => window.removeEventListener("resize", resize);
}
