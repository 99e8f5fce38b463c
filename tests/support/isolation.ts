import { afterAll, vi } from "vitest";
import { setConnection } from "~/db/client.server";
import { resetEnvCache } from "~/lib/env.server";

// Integration files share their worker's loaded modules (isolate: false in
// vitest.config.ts), so each file leaves the process as it found it: the same
// environment variables, no cached settings read from its own, real timers and
// no database connection of its own.
const environment = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in environment)) delete process.env[name];
  }
  Object.assign(process.env, environment);
  resetEnvCache();
  vi.useRealTimers();
  vi.restoreAllMocks();
  setConnection(undefined);
});
