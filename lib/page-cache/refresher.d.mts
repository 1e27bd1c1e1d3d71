export const STALE_GRACE_MS: number;
export const STAFF_WAIT_MS: number;

export interface Refresher {
  /** The server's way to render a page again (a request to itself run as a refresh). */
  setRenderer(render: (key: string) => Promise<void>): void;
  /** Runs a request's handling as a refresh: the page cache answers its lookups with a miss. */
  runAsRefresh<T>(fn: () => T): T;
  isRefresh(): boolean;
  /** How the page cache tells which of its pages carry any of `tags`. */
  setIndex(cachedWith: (tags: string[]) => string[]): void;
  /** What the page cache does when the server's render of `key` ends, whether or not it stored a page. */
  setAfterRender(after: (key: string) => void): void;
  /** Queues a background render of every cached page carrying any of `tags` (a product's own pages); answers how many. */
  refreshTagged(tags: string[]): number;
  /** Whether a background render of `key` is queued or running. */
  isPending(key: string): boolean;
  /** Queues a background render of the page cached under `key`; false when none can be queued. */
  schedule(key: string): boolean;
  /** Waits until the queued renders are done, or `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
}

export const refresher: Refresher;
