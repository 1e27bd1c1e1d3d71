// Gives a test file a configured public address (PUBLIC_URL) other than the default localhost one, so a
// test can tell URLs built from the configuration from any other; the setting is restored after the file.
import { afterAll, beforeAll } from "vitest";
import { resetConfig } from "@/lib/config.ts";

export function usePublicUrl(origin: string): void {
  const saved = { PUBLIC_URL: process.env.PUBLIC_URL, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
  beforeAll(() => {
    process.env.PUBLIC_URL = origin;
    delete process.env.NEXTAUTH_URL;
    resetConfig();
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetConfig();
  });
}
