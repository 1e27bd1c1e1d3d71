// The signature checks against values computed here with node:crypto, and what an attacker would try:
// a changed body, a signature for another order, a missing or malformed header, the wrong secret.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyCheckoutSignature, verifyWebhookSignature } from "./signatures.ts";

const KEY_SECRET = "EnLs21M47BllR3X8PSFtjtbd";
const WEBHOOK_SECRET = "whsec-shop-5f8a91c2";
const hmac = (secret: string, data: string | Buffer) => createHmac("sha256", secret).update(data).digest("hex");

describe("the checkout's return", () => {
  const orderId = "order_IEIaMR65cu6nz3";
  const paymentId = "pay_IH4NVgf4Dreq1l";
  const signature = hmac(KEY_SECRET, `${orderId}|${paymentId}`);

  it("is accepted with the signature of order_id|payment_id under the key secret", () => {
    expect(verifyCheckoutSignature({ orderId, paymentId, signature }, KEY_SECRET)).toBe(true);
    // A fixed vector (computed with `openssl dgst -sha256 -hmac secret` over "order_1|pay_1").
    const fixed = "52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb";
    expect(verifyCheckoutSignature({ orderId: "order_1", paymentId: "pay_1", signature: fixed }, "secret")).toBe(true);
  });

  it("accepts Razorpay's lowercase hex and the same in capitals", () => {
    expect(verifyCheckoutSignature({ orderId, paymentId, signature: signature.toUpperCase() }, KEY_SECRET)).toBe(true);
  });

  it("is refused for another order or payment, swapped ids, or the wrong secret", () => {
    expect(verifyCheckoutSignature({ orderId: "order_IEIaMR65cu6nz4", paymentId, signature }, KEY_SECRET)).toBe(false);
    expect(verifyCheckoutSignature({ orderId, paymentId: "pay_IH4NVgf4Dreq1m", signature }, KEY_SECRET)).toBe(false);
    expect(verifyCheckoutSignature({ orderId: paymentId, paymentId: orderId, signature: hmac(KEY_SECRET, `${paymentId}|${orderId}`) }, KEY_SECRET)).toBe(true);
    expect(verifyCheckoutSignature({ orderId: paymentId, paymentId: orderId, signature }, KEY_SECRET)).toBe(false);
    expect(verifyCheckoutSignature({ orderId, paymentId, signature }, "another-secret")).toBe(false);
    expect(verifyCheckoutSignature({ orderId, paymentId, signature: hmac(KEY_SECRET, `${orderId}${paymentId}`) }, KEY_SECRET)).toBe(false);
  });

  it("refuses missing and malformed values without throwing", () => {
    const bad: unknown[] = [undefined, null, "", 42, ["a"], signature.slice(0, 63), `${signature}0`, `${signature.slice(0, 63)}g`, ` ${signature}`];
    for (const s of bad) expect(verifyCheckoutSignature({ orderId, paymentId, signature: s }, KEY_SECRET)).toBe(false);
    expect(verifyCheckoutSignature({ orderId: undefined, paymentId, signature }, KEY_SECRET)).toBe(false);
    expect(verifyCheckoutSignature({ orderId, paymentId: ["pay_x"], signature }, KEY_SECRET)).toBe(false);
    expect(verifyCheckoutSignature({ orderId: "", paymentId: "", signature: hmac(KEY_SECRET, "|") }, KEY_SECRET)).toBe(false);
    // An id with the separator in it could shift the boundary between the two: refused.
    expect(verifyCheckoutSignature({ orderId: "order_a|pay", paymentId: "b", signature: hmac(KEY_SECRET, "order_a|pay|b") }, KEY_SECRET)).toBe(false);
    expect(verifyCheckoutSignature({ orderId, paymentId, signature: hmac("", `${orderId}|${paymentId}`) }, "")).toBe(false);
  });
});

describe("a webhook's signature", () => {
  const body = JSON.stringify({ entity: "event", event: "payment.captured", payload: { payment: { entity: { id: "pay_1", amount: 129950 } } } });
  const signature = hmac(WEBHOOK_SECRET, body);

  it("is accepted over the raw body, as text or as bytes", () => {
    expect(verifyWebhookSignature(body, signature, WEBHOOK_SECRET)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), signature, WEBHOOK_SECRET)).toBe(true);
    expect(verifyWebhookSignature(new TextEncoder().encode(body), signature, WEBHOOK_SECRET)).toBe(true);
  });

  it("covers non-ASCII bodies byte for byte (UTF-8)", () => {
    const text = JSON.stringify({ event: "order.paid", note: "Sheesham almirah — ₹1,29,950" });
    expect(verifyWebhookSignature(text, hmac(WEBHOOK_SECRET, Buffer.from(text, "utf8")), WEBHOOK_SECRET)).toBe(true);
  });

  it("is refused for a changed body: an amount, a space, a re-serialised copy", () => {
    expect(verifyWebhookSignature(body.replace("129950", "129951"), signature, WEBHOOK_SECRET)).toBe(false);
    expect(verifyWebhookSignature(`${body} `, signature, WEBHOOK_SECRET)).toBe(false);
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 1), signature, WEBHOOK_SECRET)).toBe(false);
  });

  it("is refused with the key secret instead of the webhook secret, and with no secret", () => {
    expect(verifyWebhookSignature(body, hmac(KEY_SECRET, body), WEBHOOK_SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, hmac("", body), "")).toBe(false);
  });

  it("refuses a missing or malformed header without throwing", () => {
    for (const s of [undefined, null, "", "sha256=" + signature, signature.slice(1), { signature }, [signature]]) {
      expect(verifyWebhookSignature(body, s, WEBHOOK_SECRET)).toBe(false);
    }
    expect(verifyWebhookSignature(undefined as unknown as string, signature, WEBHOOK_SECRET)).toBe(false);
  });
});
