import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client.ts";
import { formatMoney } from "./format.ts";

describe("formatMoney", () => {
  it("groups rupees the Indian way and drops .00", () => {
    expect(formatMoney("189000.00")).toBe("₹1,89,000");
    expect(formatMoney("24999.00")).toBe("₹24,999");
    expect(formatMoney("0.00")).toBe("₹0");
    expect(formatMoney("12345678.00")).toBe("₹1,23,45,678");
  });

  it("keeps paise when there are any", () => {
    expect(formatMoney("18999.50")).toBe("₹18,999.50");
    expect(formatMoney("0.05")).toBe("₹0.05");
  });

  it("takes a Prisma.Decimal without going through a float", () => {
    expect(formatMoney(new Prisma.Decimal("9999999999.99"))).toBe("₹9,99,99,99,999.99");
    expect(formatMoney(new Prisma.Decimal("0.1").plus("0.2"))).toBe("₹0.30");
  });

  it("writes Hindi pages' amounts with Latin digits and Indian grouping", () => {
    expect(formatMoney("125000.00", "hi")).toBe("₹1,25,000");
    expect(formatMoney("18999.50", "hi")).toBe("₹18,999.50");
  });

  it("refuses what is not a decimal", () => {
    expect(() => formatMoney("12,000")).toThrow(TypeError);
    expect(() => formatMoney("NaN")).toThrow(TypeError);
  });
});
