// A page built from data with a time window expires at the window's moment: one timer per tag, for the
// earliest moment asked; moments past or beyond the horizon are left to the page's own cache life.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expireTagAt, pendingExpiries } from "./expire-at.ts";
import { tagClock } from "./tag-clock.mjs";

beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] }));
afterEach(() => vi.useRealTimers());

describe("expireTagAt", () => {
  it("expires the tag at the earliest moment asked, once", () => {
    const now = Date.now();
    expireTagAt("test:a", new Date(now + 30_000), now);
    expireTagAt("test:a", new Date(now + 10_000), now);
    expireTagAt("test:a", new Date(now + 20_000), now);
    expect(pendingExpiries()["test:a"]).toBe(now + 10_000);
    const before = tagClock.lastExpiry(["test:a"]);
    vi.advanceTimersByTime(9_999);
    expect(tagClock.lastExpiry(["test:a"])).toBe(before);
    vi.advanceTimersByTime(1);
    expect(tagClock.lastExpiry(["test:a"])).toBeGreaterThan(before);
    expect(pendingExpiries()["test:a"]).toBeUndefined();
  });

  it("ignores no moment, a past moment, and one beyond an hour", () => {
    const now = Date.now();
    expireTagAt("test:b", null, now);
    expireTagAt("test:b", new Date(now - 1), now);
    expireTagAt("test:b", new Date(now + 3_600_001), now);
    expect(pendingExpiries()["test:b"]).toBeUndefined();
  });
});
