// The amount a cash-on-delivery order is paid with: its total rounded half-up to the rupee, said so.
import { describe, expect, it } from "vitest";
import { cashToCollect, cashToCollectText } from "./cash-on-delivery.ts";

describe("cash to collect on delivery", () => {
  it("rounds the total half-up to the rupee", () => {
    expect([cashToCollect("79189.20").amount.toFixed(2), cashToCollect("79189.20").rounded]).toEqual(["79189.00", true]);
    expect(cashToCollect("79189.50").amount.toFixed(2)).toBe("79190.00");
    expect(cashToCollect("79189.49").amount.toFixed(2)).toBe("79189.00");
    expect([cashToCollect("45000.00").amount.toFixed(2), cashToCollect("45000.00").rounded]).toEqual(["45000.00", false]);
  });

  it("says what is paid and what it was rounded from", () => {
    expect(cashToCollectText("79189.20")).toBe("Pay ₹79,189 in cash on delivery (rounded from ₹79,189.20).");
    expect(cashToCollectText("125000.00")).toBe("Pay ₹1,25,000 in cash on delivery.");
  });
});
