import type { TestProject } from "vitest/node";

import { startThrowawayPostgres } from "../../scripts/throwaway-postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** A throwaway PostgreSQL server's maintenance database; see freshPostgresDatabase. */
    postgresUrl: string;
  }
}

/** One throwaway PostgreSQL server for the whole run, stopped and removed at its end. */
export default async function setup(project: TestProject) {
  const postgres = await startThrowawayPostgres();
  project.provide("postgresUrl", postgres.url);
  return postgres.stop;
}
