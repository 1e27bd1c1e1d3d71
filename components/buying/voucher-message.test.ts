// What the basket says when a new voucher replaces the one applied (an order takes one).
import { describe, expect, it } from "vitest";
import { enterVoucherCode, replacedMessage, voucherApplied, voucherRefusal, voucherRemoved } from "./voucher-messages.ts";

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

describe("the voucher's sentences on a Hindi page", () => {
  it("says the replacement in Hindi, amounts the Indian way", () => {
    expect(replacedMessage({ now: { code: "FLAT2000", amount: 2000 }, before: { code: "WELCOME10", amount: 8798.8 } }, "hi")).toBe(
      "वाउचर FLAT2000 (₹2,000 की छूट) ने WELCOME10 (₹8,798.80 की छूट) की जगह ले ली: एक ऑर्डर पर एक ही वाउचर लगता है। WELCOME10 से ₹6,798.80 ज़्यादा की छूट मिलती थी।",
    );
  });

  it("says what was applied, removed or refused in Hindi, and in English on English pages", () => {
    expect(voucherApplied("tenoff", "hi")).toBe("वाउचर TENOFF लागू हो गया।");
    expect(voucherRemoved("TENOFF", "hi")).toBe("वाउचर TENOFF हटा दिया गया।");
    expect(enterVoucherCode("hi")).toBe("वाउचर कोड लिखें।");
    expect(voucherRefusal({}, 429, "hi")).toBe("बहुत बार कोशिश की गई। थोड़ी देर रुककर फिर कोशिश करें।");
    expect(voucherRefusal({ vouchercode: ["यह वाउचर मान्य नहीं है।"] }, 406, "hi")).toBe("यह वाउचर मान्य नहीं है।");
    expect([voucherApplied("tenoff"), voucherRemoved("TENOFF"), enterVoucherCode(), voucherRefusal({}, 406)]).toEqual(["Voucher TENOFF applied.", "Voucher TENOFF removed.", "Enter a voucher code.", "That voucher could not be applied."]);
  });
});
