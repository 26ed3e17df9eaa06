/**
 * `npm run dev` serves pages as production does: `remix dev` runs the same server (server.mjs), so
 * a document's islands are in its HTML only, never a second time in the data it hydrates from,
 * and a client-side navigation's data carries them as HTML. (Under a server that did not tell a
 * document from a data request, development would render islands one way and production another.)
 *
 * `remix dev` writes its build where `npm run build` does, so it runs in a copy of the project in
 * a temporary directory, leaving the production build the other tests use alone.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "../../scripts/server-process.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const START_TIMEOUT_MS = 180_000;

let project = "";
let dev: ChildProcess | undefined;
let baseURL = "";
let output = "";

/** The project's source in a fresh directory, its packages linked. */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "vasanam-dev-"));
  for (const path of [
    "app",
    "server",
    "server.mjs",
    "remix.config.js",
    "remix.env.d.ts",
    "tsconfig.json",
    "package.json",
  ])
    cpSync(join(ROOT, path), join(dir, path), { recursive: true });
  cpSync(join(ROOT, "public"), join(dir, "public"), {
    recursive: true,
    filter: (source) => !source.startsWith(join(ROOT, "public", "build")),
  });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  return dir;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  project = copyProject();
  const [appPort, devPort] = [await freePort(), await freePort()];
  baseURL = `http://127.0.0.1:${appPort}`;
  // As `npm run dev` runs it, in a process group of its own so that stopping it stops the server too.
  dev = spawn(
    process.execPath,
    ["node_modules/.bin/remix", "dev", "-c", "node server.mjs", "--port", String(devPort)],
    {
      cwd: project,
      env: { ...process.env, PORT: String(appPort), HOST: "127.0.0.1", DATA_DIR: join(project, "data") },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  dev.stdout?.on("data", (chunk) => (output += chunk));
  dev.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${baseURL}/robots.txt`))) {
    if (Date.now() > deadline || dev.exitCode !== null)
      throw new Error(`remix dev did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 500));
  }
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (dev?.pid !== undefined && dev.exitCode === null) {
    const exited = new Promise((done) => dev?.once("exit", done));
    process.kill(-dev.pid, "SIGTERM");
    await exited;
  }
  if (project) rmSync(project, { recursive: true, force: true });
});

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text).join("\n");

describe("a product page under npm run dev", () => {
  it("is served by the shop's own server, in development mode", async () => {
    const response = await fetch(`${baseURL}/product-detail/278`);
    expect(response.status).toBe(200);
    // The front door's headers: the request went through server/app.mjs, not remix-serve.
    expect(response.headers.get("content-security-policy")).toBeTruthy();
    expect(output).toContain("[vasanam] http://127.0.0.1:");
    await response.arrayBuffer();
  });

  it("keeps its islands in the document's HTML only, as production does", async () => {
    const html = await (await fetch(`${baseURL}/product-detail/278`)).text();
    const specifications = /<div class="product-info" data-island="product-info">([\s\S]*?)<\/div>/.exec(
      html,
    )?.[1];
    expect(specifications).toContain("Specifications");
    expect(html).toContain('data-island="product-related"');
    const scripts = inlineScripts(html);
    expect(scripts).toContain("product-info");
    expect(scripts).not.toContain("Specifications");
    expect(scripts).not.toContain("You May Also Like");
  });

  it("sends the islands as HTML in a client-side navigation's data", async () => {
    const data = await (
      await fetch(`${baseURL}/product-detail/278.data?_routes=routes%2Fproduct-detail.%24productId`)
    ).text();
    expect(data).toContain("Specifications");
    expect(data).toContain("You May Also Like");
  });
});
