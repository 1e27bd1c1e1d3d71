// What the basket says when a new voucher replaces the one applied (an order takes one).
import { describe, expect, it } from "vitest";
import { replacedMessage } from "./voucher-messages.ts";

describe("a voucher replacing another", () => {
  it("names both discounts and what the one replaced took off more", () => {
    expect(replacedMessage({ now: { code: "FLAT2000", amount: 2000 }, before: { code: "WELCOME10", amount: 8798.8 } })).toBe(
      "Voucher FLAT2000 (₹2,000 off) replaced WELCOME10 (₹8,798.80 off): an order takes one voucher. WELCOME10 took off ₹6,798.80 more.",
    );
  });

  it("names both when the new one takes off more", () => {
    expect(replacedMessage({ now: { code: "WELCOME10", amount: 8798.8 }, before: { code: "FLAT2000", amount: 2000 } })).toBe(
      "Voucher WELCOME10 (₹8,798.80 off) replaced FLAT2000 (₹2,000 off): an order takes one voucher.",
    );
  });
});
