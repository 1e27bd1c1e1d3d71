import { describe, expect, it } from "vitest";
import { careersHref, readJobFilters } from "./careers-path.ts";

describe("careers filter paths", () => {
  it("reads department and location segments", () => {
    expect(readJobFilters([])).toEqual({ department: null, location: null });
    expect(readJobFilters(["department=Design"])).toEqual({ department: "Design", location: null });
    expect(readJobFilters(["location=New%20Delhi"])).toEqual({ department: null, location: "New Delhi" });
    expect(readJobFilters(["department=Customer%20Care", "location=Jodhpur"])).toEqual({ department: "Customer Care", location: "Jodhpur" });
  });

  it("refuses other keys, repeats, empty values, another order and bad escapes", () => {
    for (const bad of [["team=Design"], ["department=A", "department=B"], ["department="], ["location=Jodhpur", "department=Design"], ["department=%E0%A4%A"], ["senior-designer"]]) {
      expect(readJobFilters(bad)).toBeNull();
    }
  });

  it("writes the canonical path", () => {
    expect(careersHref({ department: null, location: null })).toBe("/careers/");
    expect(careersHref({ department: "Customer Care", location: "Jodhpur" })).toBe("/careers/department=Customer%20Care/location=Jodhpur/");
  });
});
