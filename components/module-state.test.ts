// The server renders every client component for every shopper in one process: a value a client module
// keeps at module level (a store, a cache, a react-query client) lives across requests there, and
// whatever one shopper's render puts in it reaches the next shopper's HTML. That is how one shopper's
// basket was served to everyone (docs/decisions/0100). Every client module that keeps such state is
// listed here with the reason it cannot be written during a server render; a new one fails this test
// until someone has checked it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Module-level state a client module may keep, and why no server render writes it. */
const REVIEWED: Record<string, string> = {
  "components/buying/queries.tsx": "browserClient: only set when `window` exists; the server makes a client per render",
  "components/shop/shopper.tsx":
    "state/listeners: written only by effects and event handlers (never run on the server); the server snapshot is the constant IDLE",
};

/** Top-level bindings whose value can change or be filled: `let`/`var`, and collections or clients made with `new`. */
const MODULE_STATE = /^(?:export\s+)?(?:(?:let|var)\s+\w+|const\s+\w+(?:\s*:[^=]+)?\s*=\s*new\s+(?!URL\b|RegExp\b|Intl\.)\w+)/m;

function clientModules(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated" && entry.name !== "node_modules") clientModules(rel, out);
    } else if (/\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const text = fs.readFileSync(path.join(ROOT, rel), "utf8");
      if (/^\s*(?:\/\/[^\n]*\n\s*)*["']use client["']/.test(text)) out.push(rel);
    }
  }
  return out;
}

describe("client modules keep no state a server render could share", () => {
  const modules = ["app", "components", "lib"].flatMap((dir) => clientModules(dir));

  it("finds the client modules", () => {
    expect(modules).toContain("components/buying/basket-view.tsx");
    expect(modules.length).toBeGreaterThan(20);
  });

  it("lists every client module with module-level state", () => {
    const unreviewed = modules.filter((file) => MODULE_STATE.test(fs.readFileSync(path.join(ROOT, file), "utf8")) && !(file in REVIEWED));
    expect(unreviewed).toEqual([]);
  });

  it("lists no module that has no such state any more", () => {
    const stale = Object.keys(REVIEWED).filter((file) => !fs.existsSync(path.join(ROOT, file)) || !MODULE_STATE.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(stale).toEqual([]);
  });

  it("tells state from constants", () => {
    expect(MODULE_STATE.test("let client: QueryClient | null = null;")).toBe(true);
    expect(MODULE_STATE.test("const listeners = new Set<() => void>();")).toBe(true);
    expect(MODULE_STATE.test("const cache: Map<string, number> = new Map();")).toBe(true);
    expect(MODULE_STATE.test('const DISPLAY = ["basket", "display"] as const;')).toBe(false);
    expect(MODULE_STATE.test('const pattern = new RegExp("x");')).toBe(false);
  });
});
