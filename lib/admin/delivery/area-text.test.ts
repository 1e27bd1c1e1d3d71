// The zone areas text box: each line read one way, every bad line reported with its number.
import { describe, expect, it } from "vitest";
import { areasText, areaErrorsText, parseAreaText } from "./area-text.ts";

const countries = new Set(["IN", "NP"]);
const none = { pincodePrefix: null, pincodeFrom: null, pincodeTo: null };

describe("parseAreaText", () => {
  it("reads prefixes, ranges, whole country and other countries; skips blanks and repeats", () => {
    const text = " 56 \n\n110001 - 110099\nwhole country\nNP\nnp 44\nNP 44600-44699\n56\n";
    const parsed = parseAreaText(text, countries);
    expect(parsed).toEqual({
      ok: true,
      areas: [
        { countryIso2: "IN", pincodePrefix: "56", pincodeFrom: null, pincodeTo: null },
        { countryIso2: "IN", pincodePrefix: null, pincodeFrom: "110001", pincodeTo: "110099" },
        { countryIso2: "IN", ...none },
        { countryIso2: "NP", ...none },
        { countryIso2: "NP", pincodePrefix: "44", pincodeFrom: null, pincodeTo: null },
        { countryIso2: "NP", pincodePrefix: null, pincodeFrom: "44600", pincodeTo: "44699" },
      ],
    });
    if (parsed.ok) expect(areasText(parsed.areas)).toBe("56\n110001-110099\nwhole country\nNP whole country\nNP 44\nNP 44600-44699");
    expect(parseAreaText("", countries)).toEqual({ ok: true, areas: [] });
  });

  it("reports each bad line with its number and why", () => {
    const parsed = parseAreaText("56\n110099-1100\n110099-110001\nZZ 12\n5 6\n12-ab_\nLK", countries);
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { line: 2, text: "110099-1100", message: "The ends of 110099-1100 differ in length; write both in full." },
        { line: 3, text: "110099-110001", message: "110099 comes after 110001; write the smaller pincode first." },
        { line: 4, text: "ZZ 12", message: "ZZ is not a country the shop knows." },
        { line: 5, text: "5 6", message: '"5 6" is not a pincode prefix, a range or "whole country".' },
        { line: 6, text: "12-ab_", message: "A range is two pincodes joined by a dash, like 110001-110099." },
        { line: 7, text: "LK", message: "LK is not a country the shop knows." },
      ],
    });
    if (!parsed.ok) expect(areaErrorsText(parsed.errors).split("\n")[0]).toBe("Line 2 (110099-1100): The ends of 110099-1100 differ in length; write both in full.");
  });
});
