import { randomBytes } from "node:crypto";

import { inject } from "vitest";

import { createDatabase } from "../../scripts/throwaway-postgres.mjs";

/** A new, empty database on the run's throwaway PostgreSQL server, by its URL. */
export function freshPostgresDatabase(): Promise<string> {
  return createDatabase(inject("postgresUrl"), `test_${randomBytes(6).toString("hex")}`);
}
