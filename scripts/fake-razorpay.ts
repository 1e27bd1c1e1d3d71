// `npm run fake-razorpay`: the local fake of Razorpay for the demo (scripts/fake-razorpay/server.ts).
// It reads the shop's .env, so the fake and the shop share RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and
// RAZORPAY_WEBHOOK_SECRET; point the shop at it with RAZORPAY_API_URL=http://127.0.0.1:<port>/v1.
// FAKE_RAZORPAY_PORT (default 4010) and FAKE_RAZORPAY_WEBHOOK_URL (default: the shop's webhook route at
// PUBLIC_URL, or http://localhost:PORT) choose where it listens and where its webhooks go.
import { startFakeRazorpay } from "./fake-razorpay/server.ts";
import { loadEnvFiles } from "./lib/load-env.ts";
import { stopOnSignal } from "./lib/stop-on-signal.ts";

loadEnvFiles({ dev: process.env.NODE_ENV !== "production" });
const env = process.env;
const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;

if (!keyId || !keySecret || !webhookSecret) {
  console.error(`The fake needs the keys the shop uses. Add them to .env (the shop reads the same file), e.g.:
  echo "RAZORPAY_KEY_ID=rzp_test_$(openssl rand -hex 7)" >> .env
  echo "RAZORPAY_KEY_SECRET=$(openssl rand -hex 16)" >> .env
  echo "RAZORPAY_WEBHOOK_SECRET=$(openssl rand -hex 16)" >> .env
  echo "RAZORPAY_API_URL=http://127.0.0.1:4010/v1" >> .env`);
  process.exit(1);
}

const port = Number(env.FAKE_RAZORPAY_PORT ?? 4010);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error("FAKE_RAZORPAY_PORT: expected a port number (1–65535)");
  process.exit(1);
}
const shop = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, "");
const webhookUrl = env.FAKE_RAZORPAY_WEBHOOK_URL ?? `${shop}/api/v2/payments/razorpay/webhook/`;

try {
  const fake = await startFakeRazorpay({ port, keyId, keySecret, webhookSecret, webhookUrl });
  console.log(`Fake Razorpay (test checkout, no money moves) on ${fake.url}
  API:       ${fake.apiUrl}  (the shop's RAZORPAY_API_URL), key id ${keyId}
  webhooks:  ${webhookUrl}
  switches:  curl -X POST ${fake.url}/__control -H 'content-type: application/json' -d '{"webhooks": {"delay_ms": 5000, "repeat": 2, "drop": false}, "auto_capture": true}'
  events:    ${fake.url}/__events`);
  stopOnSignal("fake Razorpay", () => fake.close());
} catch (error) {
  const e = error as NodeJS.ErrnoException;
  console.error(e.code === "EADDRINUSE" ? `Port ${port} is already in use: stop what holds it, or set FAKE_RAZORPAY_PORT.` : e);
  process.exit(1);
}
