// What every seed step gets: the client, the media store, the run's counters and a logger.
import type { PrismaClient } from "@/lib/generated/prisma/client.ts";
import type { MediaStore } from "./media.ts";
import type { SeedStats } from "./sync.ts";

export interface SeedContext {
  prisma: PrismaClient;
  media: MediaStore;
  stats: SeedStats;
  log: (line: string) => void;
  /** Render processes for pictures (1 renders in this process). */
  renderProcesses: number;
}

/** Maps natural keys to ids. */
export type IdMap = Map<string, number>;

export function idOf(map: IdMap, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed: no ${what} "${key}"`);
  return id;
}
