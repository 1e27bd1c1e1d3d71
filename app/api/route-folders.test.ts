// Next keeps folders whose name starts with "_" private: a route under one is never served (a real
// server answers 404 while in-process handler tests pass). Paths such as /api/v2/_basket/ live in
// folders named "%5F…" instead.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

function folders(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [path.join(dir, e.name), ...folders(path.join(dir, e.name))] : []));
}

it("has no private (underscore) folder among the API's routes", () => {
  const root = path.resolve(import.meta.dirname);
  const hidden = folders(root).filter((f) => path.basename(f).startsWith("_")).map((f) => path.relative(root, f));
  expect(hidden).toEqual([]);
});
