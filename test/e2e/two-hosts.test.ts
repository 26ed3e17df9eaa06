import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { FRONT_HOST, startNginx } from "../../bench/nginx.mjs";
import { freePort } from "../../scripts/server-process.mjs";
import { freshPostgresDatabase } from "../support/postgres";
import { startServer, type RunningServer } from "./support/server";

// deploy/nginx-two-hosts.conf as written: two app servers on one PostgreSQL behind the reference front.
describe("two app hosts behind the nginx front, on one PostgreSQL", () => {
  let hosts: RunningServer[] = [];
  let front: Awaited<ReturnType<typeof startNginx>> | undefined;
  let site = "";

  beforeAll(async () => {
    const env = { DATABASE_URL: await freshPostgresDatabase(), CONTACT_RATE_LIMIT: "5/600" };
    hosts = await Promise.all([startServer(env), startServer(env)]);
    const ports = {
      other: await freePort(),
      redirect: await freePort(),
      site: await freePort(),
      staticCopy: await freePort(),
    };
    front = await startNginx({
      appPort: Number(new URL(hosts[0]!.baseURL).port),
      secondAppPort: Number(new URL(hosts[1]!.baseURL).port),
      ports,
      staticPage: "<!doctype html><title>static</title>",
    });
    site = `http://127.0.0.1:${ports.site}`;
  });
  afterAll(async () => {
    await front?.stop();
    await Promise.all(hosts.map((host) => host.stop()));
  });

  const request = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, site), {
      ...init,
      redirect: "manual",
      headers: { host: FRONT_HOST, ...init.headers },
    });

  it("spreads contact posts over both hosts, which share one allowance per client", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const response = await request("/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          "contact[Name]": `Through the front ${i}`,
          "contact[email]": "asha@example.in",
          "contact[Phone number]": "+91 98765-43210",
          "contact[Comment]": "Hello",
        }).toString(),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429]);
    for (const host of hosts) expect(host.output()).toMatch(/POST \/contact/);
  });

  it("keeps serving when one host goes down", async () => {
    await hosts[0]!.stop();
    for (let i = 0; i < 6; i++) {
      const response = await request(`/collections/all?after-stop=${i}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  });
});
