// PAYMENTS=fake: the fake is started with keys made for the run, and the shop's own settings and client
// reach it without knowing it is a fake.
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config.ts";
import { RazorpayClient } from "@/lib/payments/razorpay/client.ts";
import { razorpaySettingsOf } from "@/lib/payments/razorpay/settings.ts";
import { Decimal } from "@/lib/pricing/decimal.ts";
import type { FakeRazorpay } from "../fake-razorpay/server.ts";
import { announcePaymentsFake, startPaymentsFake } from "./payments-fake.ts";
import { StartError } from "./start-error.ts";

const started: FakeRazorpay[] = [];
afterEach(async () => {
  for (const fake of started.splice(0)) await fake.close();
});

async function start(env: Record<string, string | undefined>) {
  const fake = await startPaymentsFake(env);
  if (fake) started.push(fake);
  return fake;
}

describe("startPaymentsFake", () => {
  it("does nothing without PAYMENTS=fake", async () => {
    const env = { RAZORPAY_KEY_ID: undefined };
    expect(await start(env)).toBeNull();
    expect(env).toEqual({ RAZORPAY_KEY_ID: undefined });
  });

  it("starts the fake and points the shop's Razorpay settings at it", async () => {
    const env: Record<string, string | undefined> = { NODE_ENV: "test", PAYMENTS: "fake" };
    const fake = (await start(env))!;
    expect(env.RAZORPAY_API_URL).toBe(fake.apiUrl);
    expect(env.RAZORPAY_KEY_ID).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    const settings = razorpaySettingsOf(parseConfig(env));
    expect(settings).toEqual({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiUrl: fake.apiUrl });
    const order = await new RazorpayClient(settings!).createOrder({ amount: new Decimal("4999.00"), receipt: "VL-1" });
    expect(fake.store.order(order.id).amount).toBe(499900);

    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      announcePaymentsFake(fake, "http://localhost:3000");
    } finally {
      console.log = log;
    }
    expect(lines.join("\n")).toContain("webhooks to http://localhost:3000/api/v2/payments/razorpay/webhook/");
    expect(lines.join("\n")).not.toContain(fake.keySecret);
    expect(lines.join("\n")).not.toContain(fake.webhookSecret);
  });

  it("keeps keys already set, so a shop and a separate fake can share them", async () => {
    const env: Record<string, string | undefined> = { PAYMENTS: "fake", RAZORPAY_KEY_ID: "rzp_test_1DP5mmOlF5G5ag", RAZORPAY_KEY_SECRET: "thisisasecretkey", RAZORPAY_WEBHOOK_SECRET: "webhook-secret-1" };
    const fake = (await start(env))!;
    expect([fake.keyId, fake.keySecret, fake.webhookSecret]).toEqual(["rzp_test_1DP5mmOlF5G5ag", "thisisasecretkey", "webhook-secret-1"]);
  });

  it("is refused in production and on a port in use", async () => {
    await expect(start({ PAYMENTS: "fake", SHOP_ENV: "production" })).rejects.toThrow(StartError);
    expect(() => parseConfig({ NODE_ENV: "test", SHOP_ENV: "production", PAYMENTS: "fake" })).toThrow(/PAYMENTS: the fake takes no money/);
    const first = (await start({ PAYMENTS: "fake" }))!;
    const port = new URL(first.url).port;
    await expect(start({ PAYMENTS: "fake", FAKE_RAZORPAY_PORT: port })).rejects.toThrow(`FAKE_RAZORPAY_PORT: port ${port} is already in use`);
    await expect(start({ PAYMENTS: "fake", FAKE_RAZORPAY_PORT: "http" })).rejects.toThrow(/FAKE_RAZORPAY_PORT: expected a port number/);
  });
});
