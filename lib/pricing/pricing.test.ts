import { describe, expect, it } from "vitest";
import {
  availabilityOf,
  fromPrice,
  lineAmounts,
  maxPurchasable,
  money,
  NO_PRICE,
  parentAvailability,
  priceOf,
  shareDiscount,
  splitTax,
  sum,
  type Sellable,
} from "./index.ts";

const furniture = { gstRate: "0.1800", taxCode: "GST18", tracksStock: true };
const service = { gstRate: "0.1800", taxCode: "GST18", tracksStock: false };

function product(price: string | null, numInStock: number | null, numAllocated = 0, over: Partial<Sellable> = {}): Sellable {
  return {
    structure: "standalone",
    isPublic: true,
    stock: { price, currency: "INR", numInStock, numAllocated },
    productClass: numInStock === null ? service : furniture,
    ...over,
  };
}

describe("GST on shelf prices", () => {
  it("derives excl. tax by half-up rounding and tax as the difference", () => {
    const s = splitTax("1299.00", "0.18");
    expect([money(s.inclTax), money(s.exclTax), money(s.tax)]).toEqual(["1299.00", "1100.85", "198.15"]);
    // 1.19 / 1.18 = 1.0085: two places, half-up
    expect(money(splitTax("1.19", "0.18").exclTax)).toBe("1.01");
    expect(money(splitTax("24999.00", "0.12").exclTax)).toBe("22320.54");
  });

  it("formats money with exactly two places, half-up", () => {
    expect(money("2.345")).toBe("2.35");
    expect(money("2.344")).toBe("2.34");
    expect(money(7)).toBe("7.00");
  });
});

describe("availability and price of one product", () => {
  it("says how many are left when stock is tracked", () => {
    const p = product("8999.00", 7, 2);
    expect(availabilityOf(p)).toEqual({ is_available_to_buy: true, num_available: 5, message: "In stock (5 available)" });
    expect(priceOf(p)).toEqual({ currency: "INR", excl_tax: "7626.27", incl_tax: "8999.00", tax: "1372.73" });
    expect(maxPurchasable(p)).toBe(5);
  });

  it("is unavailable, with no price, when everything is allocated", () => {
    const p = product("8999.00", 3, 3);
    expect(availabilityOf(p)).toEqual({ is_available_to_buy: false, message: "Unavailable" });
    expect(priceOf(p)).toEqual(NO_PRICE);
    expect(maxPurchasable(p)).toBe(0);
  });

  it("is simply available when stock is not tracked", () => {
    const p = product("2999.00", null);
    expect(availabilityOf(p)).toEqual({ is_available_to_buy: true, message: "Available" });
    expect(maxPurchasable(p)).toBe(Number.POSITIVE_INFINITY);
  });

  it("cannot buy a hidden product, one without a price or a stock record, or a parent", () => {
    expect(availabilityOf(product("10.00", 5, 0, { isPublic: false })).is_available_to_buy).toBe(false);
    expect(availabilityOf(product(null, 5)).is_available_to_buy).toBe(false);
    expect(availabilityOf({ ...product("10.00", 5), stock: null }).is_available_to_buy).toBe(false);
    expect(priceOf(product("10.00", 5, 0, { structure: "parent" }))).toEqual(NO_PRICE);
  });
});

describe("a parent", () => {
  it("is priced from its cheapest buyable child, not from a cheaper one that cannot be bought", () => {
    const children = [product("15999.00", 0), product("17999.00", 4), product("16999.00", 2, 2), product("18999.00", 9)];
    expect(fromPrice(children)).toEqual({ price_is_from: true, price: { currency: "INR", excl_tax: "15253.39", incl_tax: "17999.00", tax: "2745.61" } });
    expect(parentAvailability(children)).toEqual({ is_available_to_buy: true, message: "Available" });
  });

  it("has no price and is unavailable when no child can be bought", () => {
    const children = [product("15999.00", 0), product("17999.00", 1, 1)];
    expect(fromPrice(children)).toEqual({ price_is_from: true, price: NO_PRICE });
    expect(parentAvailability(children)).toEqual({ is_available_to_buy: false, message: "Unavailable" });
  });
});

describe("sharing a discount across lines", () => {
  it("shares in proportion to the lines' values, the remainder on the last line", () => {
    const shares = shareDiscount(["100.00", "200.00", "300.00"], "100.00");
    expect(shares.map(money)).toEqual(["16.67", "33.33", "50.00"]);
    expect(money(sum(shares))).toBe("100.00");
  });

  it("never takes more than the lines are worth, and never leaves a share below zero or above its line", () => {
    expect(shareDiscount(["10.00", "5.00"], "50.00").map(money)).toEqual(["10.00", "5.00"]);
    const values = ["0.01", "0.01", "0.01", "0.01", "0.01", "0.01", "100.00", "0.01"];
    const shares = shareDiscount(values, "100.07");
    expect(money(sum(shares))).toBe("100.07");
    shares.forEach((s, i) => {
      expect(s.gte(0)).toBe(true);
      expect(s.lte(values[i])).toBe(true);
    });
    expect(shareDiscount([], "10.00")).toEqual([]);
    expect(shareDiscount(["10.00"], "0").map(money)).toEqual(["0.00"]);
  });
});

describe("line amounts", () => {
  it("are unit price × quantity less the line's share, split at the line's rate", () => {
    const line = lineAmounts("1299.00", 3, "0.18", "97.00");
    expect(money(line.beforeDiscounts.inclTax)).toBe("3897.00");
    expect(money(line.beforeDiscounts.exclTax)).toBe("3302.54");
    expect(money(line.afterDiscounts.inclTax)).toBe("3800.00");
    expect(money(line.afterDiscounts.exclTax)).toBe("3220.34");
    expect(money(line.afterDiscounts.tax)).toBe("579.66");
  });
});
