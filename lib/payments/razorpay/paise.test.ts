// Rupees and paise meet only here: exact both ways, and nothing that is not a whole paisa passes.
import { describe, expect, it } from "vitest";
import { Decimal } from "@/lib/pricing/decimal.ts";
import { fromPaise, toPaise } from "./paise.ts";

describe("paise", () => {
  it("converts exactly both ways, without a float on the way", () => {
    expect(toPaise(new Decimal("1299.50"))).toBe(129950);
    expect(toPaise(new Decimal("0.29"))).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(toPaise(new Decimal("200000.00"))).toBe(20000000);
    expect(toPaise(new Decimal("10.500"))).toBe(1050);
    expect(fromPaise(129950).toFixed(2)).toBe("1299.50");
    expect(fromPaise(29).toFixed(2)).toBe("0.29");
    expect(fromPaise(0).toFixed(2)).toBe("0.00");
    for (const paise of [1, 99, 100, 12345, 99999999]) expect(toPaise(fromPaise(paise))).toBe(paise);
  });

  it("refuses a fraction of a paisa, a negative amount and one too large to be exact", () => {
    expect(() => toPaise(new Decimal("10.005"))).toThrow("Not a whole number of paise: ₹10.005");
    expect(() => toPaise(new Decimal("-1.00"))).toThrow(/negative/);
    expect(() => toPaise(new Decimal("1e17"))).toThrow(/too large/);
    expect(() => fromPaise(12.5)).toThrow(RangeError);
  });
});
