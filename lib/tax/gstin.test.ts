import { describe, expect, it } from "vitest";
import { gstStateName } from "./gst-states.ts";
import { gstinCheckCharacter, normaliseGstin } from "./gstin.ts";

describe("GSTIN", () => {
  it("computes the check character of published GSTINs", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
  });

  it("accepts a right GSTIN written in small letters or with spaces, in its one spelling", () => {
    expect(normaliseGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(normaliseGstin("08 AAJCV 4821 K1ZY")).toBe("08AAJCV4821K1ZY");
  });

  it("refuses a wrong check character, a wrong shape and the wrong length", () => {
    expect(normaliseGstin("27AAPFU0939F1ZW")).toBeNull();
    expect(normaliseGstin("27AAPFU0939F1YV")).toBeNull(); // the 14th is always Z
    expect(normaliseGstin("2AAAPFU0939F1ZV")).toBeNull();
    expect(normaliseGstin("27AAPFU0939F1Z")).toBeNull();
    expect(normaliseGstin("")).toBeNull();
  });

  it("names the state of a code", () => {
    expect([gstStateName("08"), gstStateName("27"), gstStateName("25"), gstStateName("99")]).toEqual(["Rajasthan", "Maharashtra", null, null]);
  });
});
