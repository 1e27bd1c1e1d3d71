import { describe, expect, it } from "vitest";
import { pagedHref, readPageSegments } from "./page-segments.ts";

describe("page segments", () => {
  it("reads the page number from the last segment", () => {
    expect(readPageSegments([])).toEqual({ page: 1, rest: [] });
    expect(readPageSegments(["events"])).toEqual({ page: 1, rest: ["events"] });
    expect(readPageSegments(["events", "page=3"])).toEqual({ page: 3, rest: ["events"] });
    expect(readPageSegments(["page%3D2"])).toEqual({ page: 2, rest: [] });
  });

  it("refuses page numbers that have another spelling", () => {
    for (const bad of ["page=%E0%A4%A", "page=1", "page=0", "page=02", "page=-1", "page=x", "page="]) expect(readPageSegments([bad])).toBeNull();
  });

  it("writes the first page as the plain path", () => {
    expect(pagedHref("/downloads/", 1)).toBe("/downloads/");
    expect(pagedHref("/gallery/events/", 2)).toBe("/gallery/events/page=2/");
  });
});
