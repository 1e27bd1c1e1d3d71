// The invoice's figures without a database: CGST + SGST within the shop's state and IGST between states
// to the paisa, a voucher discount spread over lines as checkout spreads it, the amount in words in
// Indian numbering, serial numbers either side of a financial year's end, the place of supply.
import { describe, expect, it } from "vitest";
import { lineAmounts, money, shareDiscount } from "@/lib/pricing/index.ts";
import { gstStateCodeOf } from "@/lib/tax/gst-states.ts";
import { gstStateCodeOfPincode, placeOfSupply } from "@/lib/tax/place-of-supply.ts";
import { rateOfAmounts, taxLine, taxTotals, type TaxedLine } from "./amounts.ts";
import { documentNumber, financialYearOf, SERIES } from "./serials.ts";
import { amountInWords } from "./words.ts";

const show = (l: TaxedLine) => ({ taxable: money(l.taxable), cgst: money(l.cgst), sgst: money(l.sgst), igst: money(l.igst), total: money(l.total) });
const chair = { description: "Teak chair", hsn: "9403", quantity: 1, unit: "NOS", rate: "0.18" };

describe("a line's tax", () => {
  it("within the shop's state: CGST and SGST, half each, adding up to the line's tax to the paisa", () => {
    // 999.00 incl. 18 %: 999 / 1.18 = 846.610… → 846.61, tax 152.39, an odd number of paise.
    const { afterDiscounts } = lineAmounts("999.00", 1, "0.18");
    const line = taxLine({ ...chair, inclTax: afterDiscounts.inclTax, exclTax: afterDiscounts.exclTax }, true);
    expect(show(line)).toEqual({ taxable: "846.61", cgst: "76.20", sgst: "76.19", igst: "0.00", total: "999.00" });
    expect(line.ratePercent).toBe("18");
  });

  it("between states: IGST, the whole tax", () => {
    const { afterDiscounts } = lineAmounts("999.00", 1, "0.18");
    expect(show(taxLine({ ...chair, inclTax: afterDiscounts.inclTax, exclTax: afterDiscounts.exclTax }, false))).toEqual({ taxable: "846.61", cgst: "0.00", sgst: "0.00", igst: "152.39", total: "999.00" });
  });

  it("spreads a voucher as checkout does: each line taxed on its value after its share, the totals the order's", () => {
    // 2 × 1,180.00 at 18 % and 1 × 999.00 at 12 %, a ₹250 voucher: shares 175.65 and 74.35.
    const shares = shareDiscount(["2360.00", "999.00"], "250.00");
    expect(shares.map(money)).toEqual(["175.65", "74.35"]);
    const a = lineAmounts("1180.00", 2, "0.18", shares[0]).afterDiscounts;
    const b = lineAmounts("999.00", 1, "0.12", shares[1]).afterDiscounts;
    const lines = [
      taxLine({ ...chair, quantity: 2, inclTax: a.inclTax, exclTax: a.exclTax }, true),
      taxLine({ ...chair, description: "Cane stool", rate: "0.12", inclTax: b.inclTax, exclTax: b.exclTax }, true),
      taxLine({ description: "Delivery", hsn: "9965", quantity: 1, unit: "OTH", rate: rateOfAmounts("590.00", "500.00"), inclTax: "590.00", exclTax: "500.00" }, true),
    ];
    expect(lines.map(show)).toEqual([
      { taxable: "1851.14", cgst: "166.61", sgst: "166.60", igst: "0.00", total: "2184.35" },
      { taxable: "825.58", cgst: "49.54", sgst: "49.53", igst: "0.00", total: "924.65" },
      { taxable: "500.00", cgst: "45.00", sgst: "45.00", igst: "0.00", total: "590.00" },
    ]);
    expect(lines[2]!.ratePercent).toBe("18");
    const t = taxTotals(lines);
    expect([t.taxable, t.cgst, t.sgst, t.igst, t.total].map(money)).toEqual(["3176.72", "261.15", "261.13", "0.00", "3699.00"]);
    // 3,359.00 of goods − 250.00 voucher + 590.00 delivery: the order's total to the paisa.
    expect(money(t.taxable.plus(t.cgst).plus(t.sgst))).toBe("3699.00");
  });

  it("reads a delivery charge's rate back from its amounts", () => {
    expect([rateOfAmounts("118.00", "100.00"), rateOfAmounts("105.00", "100.00"), rateOfAmounts("0.00", "0.00"), rateOfAmounts("99.00", "83.90")]).toEqual(["0.18", "0.05", "0", "0.18"]);
  });
});

describe("the amount in words", () => {
  it("counts in lakh and crore, with paise", () => {
    expect(amountInWords("123456.78")).toBe("Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only");
    expect(amountInWords("123456789.05")).toBe("Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Five Paise Only");
    expect(amountInWords("10000000")).toBe("Rupees One Crore Only");
    expect(amountInWords("2500000000.00")).toBe("Rupees Two Hundred Fifty Crore Only");
    expect(amountInWords("3699.00")).toBe("Rupees Three Thousand Six Hundred Ninety-Nine Only");
    expect(amountInWords("100010.10")).toBe("Rupees One Lakh Ten and Ten Paise Only");
    expect(amountInWords("0.50")).toBe("Fifty Paise Only");
    expect(amountInWords("0")).toBe("Rupees Zero Only");
  });
});

describe("serial numbers", () => {
  it("change financial year at midnight between 31 March and 1 April, India time", () => {
    const lastMinute = new Date("2027-03-31T23:59:00+05:30");
    const firstMinute = new Date("2027-04-01T00:00:00+05:30");
    expect([financialYearOf(lastMinute), financialYearOf(firstMinute)]).toEqual([2026, 2027]);
    // 31 March 20:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date("2027-03-31T20:00:00Z"))).toBe(2027);
    expect(documentNumber(SERIES.invoice, 2026, 123)).toBe("VL/26-27/000123");
    expect(documentNumber(SERIES.creditNote, 2099, 7)).toBe("CN/99-00/000007");
    expect(documentNumber(SERIES.invoice, 2026, 1234567)).toHaveLength(16);
  });
});

describe("the place of supply", () => {
  it("is the delivery address's state, by any usual spelling, else its pincode's", () => {
    expect(["Karnataka", " tamil nadu ", "Orissa", "Jammu & Kashmir", "NCT of Delhi", "Atlantis"].map(gstStateCodeOf)).toEqual(["29", "33", "21", "01", "07", null]);
    expect(["560038", "342001", "403001", "110001", "737101", "826001", "000000"].map(gstStateCodeOfPincode)).toEqual(["29", "08", "30", "07", "11", "20", null]);
    expect(placeOfSupply({ state: "Rajasthan", postcode: "560038", countryIso2: "IN" })).toEqual({ code: "08", name: "Rajasthan", from: "state" });
    expect(placeOfSupply({ state: "", postcode: "560038", countryIso2: "IN" })).toEqual({ code: "29", name: "Karnataka", from: "pincode" });
  });
});
