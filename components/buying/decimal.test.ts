import { describe, expect, it } from "vitest";
import { addDecimals } from "./decimal.ts";

describe("addDecimals", () => {
  it("adds decimal strings exactly, to 2 places", () => {
    expect(addDecimals("24999.00", "499.00")).toBe("25498.00");
    expect(addDecimals("0.10", "0.20")).toBe("0.30");
    expect(addDecimals("1999.5", "0")).toBe("1999.50");
    expect(addDecimals("10.00", "-12.35")).toBe("-2.35");
  });

  it("refuses what is not a decimal", () => {
    expect(() => addDecimals("12,50")).toThrow(TypeError);
  });
});
