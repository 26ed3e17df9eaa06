// Apart from server.ts because it needs Vitest's hooks, which the global setup cannot load.
import { afterAll, beforeAll } from "vitest";

import { startServerWithOwnData, type ServerWithData } from "./server";

/** For a describe block whose settings differ from the shared server's: started once, removed after. */
export function useServer(env: Record<string, string>, prefix?: string): () => ServerWithData {
  let running: ServerWithData | undefined;
  beforeAll(async () => {
    running = await startServerWithOwnData(env, prefix);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return () => {
    if (!running) throw new Error("server not started yet");
    return running;
  };
}
