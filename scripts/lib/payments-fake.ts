// PAYMENTS=fake: `npm start` and `npm run dev` start the local fake of Razorpay (scripts/fake-razorpay/)
// in the shop's process, with keys made for this run, and point the shop's Razorpay settings at it, so
// a newcomer sees online payment with no account anywhere. The shop's code is unchanged: it reads
// RAZORPAY_* as always. The fake keeps its orders in memory: they are gone when the shop stops.
import { startFakeRazorpay, type FakeRazorpay } from "../fake-razorpay/server.ts";
import { StartError } from "./start-error.ts";

type Env = Record<string, string | undefined>;

/** The shop's webhook route, where the fake sends its events. */
export const WEBHOOK_PATH = "/api/v2/payments/razorpay/webhook/";

/**
 * Starts the fake when `env.PAYMENTS` is "fake" and sets RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET,
 * RAZORPAY_WEBHOOK_SECRET and RAZORPAY_API_URL in `env` (keys already set there are kept). Call it
 * before the configuration is parsed. Null, and `env` untouched, otherwise.
 */
export async function startPaymentsFake(env: Env): Promise<FakeRazorpay | null> {
  if (env.PAYMENTS !== "fake") return null;
  if (env.SHOP_ENV === "production") throw new StartError("PAYMENTS=fake: the fake takes no money; it is for trying the shop out, never where SHOP_ENV=production.");
  const port = Number(env.FAKE_RAZORPAY_PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new StartError("FAKE_RAZORPAY_PORT: expected a port number, or unset for a free one.");
  let fake: FakeRazorpay;
  try {
    fake = await startFakeRazorpay({
      port,
      keyId: env.RAZORPAY_KEY_ID || undefined,
      keySecret: env.RAZORPAY_KEY_SECRET || undefined,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") throw new StartError(`FAKE_RAZORPAY_PORT: port ${port} is already in use; choose another, or unset it for a free one.`);
    throw error;
  }
  env.RAZORPAY_KEY_ID = fake.keyId;
  env.RAZORPAY_KEY_SECRET = fake.keySecret;
  env.RAZORPAY_WEBHOOK_SECRET = fake.webhookSecret;
  env.RAZORPAY_API_URL = fake.apiUrl;
  return fake;
}

/** Sends the fake's webhooks to the shop at `publicOrigin`, and says where the fake is (never a secret). */
export function announcePaymentsFake(fake: FakeRazorpay, publicOrigin: string): void {
  const webhookUrl = `${publicOrigin}${WEBHOOK_PATH}`;
  fake.setWebhookUrl(webhookUrl);
  console.log(`Payments: a local fake of Razorpay on ${fake.url} (test checkout, no money moves; keys made for this run), webhooks to ${webhookUrl}.`);
}
