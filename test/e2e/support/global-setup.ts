import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** One production server for every browser test file; its database lives in a temp dir. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "vasanam-e2e-"));
  const server = await startServer({ DATA_DIR: dataDir });
  project.provide("baseURL", server.baseURL);
  project.provide("dataDir", dataDir);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
