import type { TestProject } from "vitest/node";

import { startServerWithOwnData } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** One production server for every browser test file; its database lives in a temp dir. */
export default async function setup(project: TestProject) {
  const { server, dataDir, stop } = await startServerWithOwnData();
  project.provide("baseURL", server.baseURL);
  project.provide("dataDir", dataDir);
  return stop;
}
