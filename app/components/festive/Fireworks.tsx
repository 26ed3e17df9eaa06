import { useEffect, useRef, useState } from "react";

import { fireworksPhase } from "./festive-timing";
import { followViewport } from "./viewport-canvas";

interface Spark {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  age: number;
  colour: string;
}

interface Rocket {
  x: number;
  y: number;
  vy: number;
  burstAt: number;
  colour: string;
}

const PALETTE = ["#ffb300", "#ffd54f", "#ff80ab", "#ffffff", "#ff7043", "#e8891d"];
const MAX_SPARKS = 360;
const pick = () => PALETTE[Math.floor(Math.random() * PALETTE.length)] ?? "#ffffff";

/**
 * A decorative fireworks overlay: a fixed canvas that never takes input and is hidden
 * from assistive technology. Rockets launch for 10 s, then the canvas is removed 1.5 s later
 * (fireworksPhase). Each frame does a bounded amount of work (at most a few hundred sparks),
 * so the main thread never has a long task. The parent decides whether it runs at all.
 */
export function Fireworks() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const stopFollowingViewport = followViewport(canvas, ctx);

    const rockets: Rocket[] = [];
    let sparks: Spark[] = [];
    const started = performance.now();
    let last = started;
    let nextLaunch = started;
    let frame = 0;

    const burst = (rocket: Rocket) => {
      const count = 40 + Math.floor(Math.random() * 30);
      for (let i = 0; i < count && sparks.length < MAX_SPARKS; i++) {
        const angle = (i / count) * Math.PI * 2;
        const speed = 1.2 + Math.random() * 2.6;
        sparks.push({
          x: rocket.x,
          y: rocket.y,
          vx: Math.cos(angle) * speed,
          vy: Math.sin(angle) * speed,
          life: 900 + Math.random() * 500,
          age: 0,
          colour: Math.random() < 0.7 ? rocket.colour : pick(),
        });
      }
    };

    const draw = (now: number) => {
      const dt = Math.min(50, now - last);
      last = now;
      const elapsed = now - started;
      const phase = fireworksPhase(elapsed);
      if (phase === "done") {
        ctx.clearRect(0, 0, window.innerWidth, window.innerHeight);
        setDone(true);
        return;
      }
      const w = window.innerWidth;
      const h = window.innerHeight;
      if (phase === "launching" && now >= nextLaunch) {
        rockets.push({
          x: w * (0.15 + Math.random() * 0.7),
          y: h,
          vy: -(5 + Math.random() * 3),
          burstAt: h * (0.15 + Math.random() * 0.3),
          colour: pick(),
        });
        nextLaunch = now + 450 + Math.random() * 550;
      }
      ctx.clearRect(0, 0, w, h);
      const k = dt / 16.7;
      for (let i = rockets.length - 1; i >= 0; i--) {
        const r = rockets[i];
        if (!r) continue;
        r.y += r.vy * k;
        ctx.fillStyle = r.colour;
        ctx.fillRect(r.x - 1, r.y - 4, 2, 8);
        if (r.y <= r.burstAt) {
          burst(r);
          rockets.splice(i, 1);
        }
      }
      // In the fading phase the sparks age twice as fast, so the sky is clear before the canvas goes.
      const ageing = phase === "fading" ? 2 : 1;
      sparks = sparks.filter((s) => {
        s.age += dt * ageing;
        if (s.age >= s.life) return false;
        s.vy += 0.04 * k;
        s.vx *= 0.985;
        s.vy *= 0.985;
        s.x += s.vx * k;
        s.y += s.vy * k;
        ctx.globalAlpha = 1 - s.age / s.life;
        ctx.fillStyle = s.colour;
        ctx.fillRect(s.x, s.y, 2, 2);
        return true;
      });
      ctx.globalAlpha = 1;
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      stopFollowingViewport();
    };
  }, []);

  if (done) return null;
  return (
    <canvas
      ref={canvasRef}
      className="festive-canvas fireworks-canvas"
      aria-hidden="true"
      data-testid="fireworks"
    />
  );
}
