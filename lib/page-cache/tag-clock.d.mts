export interface TagClock {
  /** The current time in milliseconds, strictly increasing. */
  now(): number;
  /** Marks `tags` expired now. */
  expire(tags: Iterable<string>): void;
  /** Marks every tag expired now. */
  expireEverything(): void;
  /** The last time any of `tags` expired (0: never). */
  lastExpiry(tags: Iterable<string>): number;
  /** True when work that started at `startedAt` may predate a change to one of `tags`. */
  isOutOfDate(tags: Iterable<string>, startedAt: number): boolean;
}

export declare const tagClock: TagClock;
