// A local fake of Razorpay for tests and the demo: a node:http server with Razorpay's REST API under
// /v1 (Basic auth with its key id and secret), its hosted checkout (`POST /v1/checkout/embedded`, and
// `GET /checkout/{order_id}?callback_url=…`), and webhooks it signs and sends. Nothing in the shop knows
// it is a fake: the shop is given its `apiUrl` as RAZORPAY_API_URL. Switches for tests and the demo:
// in process (`setWebhooks`, `setAutoCapture`) or over HTTP (`GET`/`POST /__control`, `GET /__events`).
import { randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { apiCall, type Json } from "./api.ts";
import { applyControl, controlState } from "./control.ts";
import { checkoutPage, errorPage, returnUrl, submitCheckout, type CheckoutAnswer, type CheckoutRequest } from "./checkout-page.ts";
import { FakeStore, newId, Refusal } from "./store.ts";
import { WebhookSender, type FakeWebhookEvent, type WebhookSwitches } from "./webhooks.ts";

export type { FakeWebhookEvent, WebhookSwitches } from "./webhooks.ts";
export type { FakeOrder, FakePayment, FakeRefund } from "./store.ts";

export interface FakeRazorpayOptions {
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  /** Generated when not given (read them from the answer). */
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where webhooks go; none are sent (they are recorded as dropped) without it. */
  webhookUrl?: string | null;
  webhooks?: Partial<WebhookSwitches>;
  /** Capture each payment as soon as it is authorized (default true, as most Razorpay accounts do). */
  autoCapture?: boolean;
}

export interface FakeRazorpay {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What the shop takes as RAZORPAY_API_URL: `<url>/v1`. */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  store: FakeStore;
  /** Every webhook event made so far, delivered or not, in order. */
  events: FakeWebhookEvent[];
  setWebhooks(switches: Partial<WebhookSwitches>): void;
  setWebhookUrl(url: string | null): void;
  setAutoCapture(on: boolean): void;
  /** Resolves once every webhook delivery started so far is done. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const secret = () => Array.from(randomBytes(24), (b) => BASE62[b % 62]).join("");

function readBody(req: http.IncomingMessage): Promise<{ text: string; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on("end", () => resolve({ text: Buffer.concat(chunks).toString("utf8"), tooLarge: size > MAX_BODY }));
    req.on("error", reject);
  });
}

function parseBody(text: string, contentType: string | undefined): Json | null {
  if (!text) return {};
  if ((contentType ?? "").includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === "object" && !Array.isArray(json) ? (json as Json) : null;
  } catch {
    return null;
  }
}

function sendJson(res: http.ServerResponse, status: number, json: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(json));
}

function sendCheckout(res: http.ServerResponse, answer: CheckoutAnswer): void {
  if ("location" in answer) {
    res.writeHead(303, { location: answer.location, "cache-control": "no-store" });
    res.end();
    return;
  }
  res.writeHead(answer.status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(answer.html);
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const field = (fields: Json, name: string): string => (typeof fields[name] === "string" ? (fields[name] as string) : "");

/** Starts the fake on a local port. */
export async function startFakeRazorpay(options: FakeRazorpayOptions = {}): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? `rzp_test_${secret().slice(0, 14)}`;
  const keySecret = options.keySecret ?? secret();
  const webhookSecret = options.webhookSecret ?? secret();
  const webhooks = new WebhookSender(webhookSecret, newId("acc"), options.webhookUrl ?? null);
  webhooks.switches = { ...webhooks.switches, ...options.webhooks };
  const store = new FakeStore((event, payload) => webhooks.announce(event, payload));
  store.autoCapture = options.autoCapture ?? true;

  const authorized = (req: http.IncomingMessage): boolean => {
    const match = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "");
    if (!match) return false;
    const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    return colon > 0 && sameText(decoded.slice(0, colon), keyId) && sameText(decoded.slice(colon + 1), keySecret);
  };

  const checkoutRequest = (orderId: string, fields: Json): CheckoutRequest | string => {
    const callbackUrl = returnUrl(fields.callback_url);
    if (!callbackUrl) return "callback_url: an http(s) URL is required";
    const cancel = field(fields, "cancel_url");
    const cancelUrl = cancel ? returnUrl(cancel) : null;
    if (cancel && !cancelUrl) return "cancel_url: expected an http(s) URL";
    return {
      orderId,
      callbackUrl,
      cancelUrl,
      callbackMethod: field(fields, "callback_method").toLowerCase() === "get" ? "get" : "post",
      name: field(fields, "name") || "Test merchant",
      description: field(fields, "description") || null,
      email: field(fields, "email") || field(fields, "prefill[email]") || "buyer@example.com",
      contact: field(fields, "contact") || field(fields, "prefill[contact]") || "+919000000000",
    };
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    const method = req.method ?? "GET";
    const { text, tooLarge } = await readBody(req);
    if (tooLarge) return sendJson(res, 413, new Refusal(413, "Request body too large").body());
    const body = parseBody(text, req.headers["content-type"]);
    if (body === null) return sendJson(res, 400, new Refusal(400, "The request body is not valid JSON").body());
    const path = url.pathname;

    if (path === "/__control") {
      if (method === "GET") return sendJson(res, 200, controlState(store, webhooks));
      if (method !== "POST") return sendJson(res, 405, { error: "GET or POST" });
      const problem = applyControl(store, webhooks, body);
      return problem ? sendJson(res, 400, { error: problem }) : sendJson(res, 200, controlState(store, webhooks));
    }
    if (path === "/__events" && method === "GET") {
      return sendJson(res, 200, webhooks.events.map(({ id, event, dropped, deliveries }) => ({ id, event, dropped, deliveries })));
    }

    const page = /^\/checkout\/([^/]+)(\/submit)?$/.exec(path);
    if (page || path === "/v1/checkout/embedded") {
      const fields: Json = page && method === "GET" ? Object.fromEntries(url.searchParams) : body;
      const orderId = page ? decodeURIComponent(page[1]!) : field(fields, "order_id");
      if (path === "/v1/checkout/embedded" && method !== "POST") return sendCheckout(res, errorPage(405, "Post the checkout form here."));
      if (!page && !sameText(field(fields, "key_id"), keyId)) return sendCheckout(res, errorPage(401, "key_id: not this account's key."));
      if (page?.[2] && method !== "POST") return sendCheckout(res, errorPage(405, "Use the buttons of the checkout page."));
      const request = checkoutRequest(orderId, fields);
      if (typeof request === "string") return sendCheckout(res, errorPage(400, request));
      const order = store.orders.get(orderId);
      if (!order) return sendCheckout(res, errorPage(404, "No such order."));
      if (!page?.[2]) return sendCheckout(res, { status: 200, html: checkoutPage(order, request) });
      try {
        return sendCheckout(res, submitCheckout(store, keySecret, request, field(fields, "outcome"), field(fields, "method")));
      } catch (error) {
        if (error instanceof Refusal) return sendCheckout(res, errorPage(409, error.description));
        throw error;
      }
    }

    if (path.startsWith("/v1/")) {
      if (!authorized(req)) return sendJson(res, 401, new Refusal(401, "Authentication failed").body());
      try {
        const answer = apiCall(store, method, path.slice(3), body);
        if (answer) return sendJson(res, answer.status, answer.json);
      } catch (error) {
        if (error instanceof Refusal) return sendJson(res, error.status, error.body());
        throw error;
      }
    }
    return sendJson(res, 404, new Refusal(404, "The requested URL was not found on the server.").body());
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof URIError && !res.headersSent) return sendJson(res, 400, new Refusal(400, "Malformed URL").body());
      console.error("fake-razorpay:", error);
      if (!res.headersSent) sendJson(res, 500, new Refusal(500, "We are facing some trouble completing your request at the moment.", null, "SERVER_ERROR").body());
      else res.end();
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url: origin,
    apiUrl: `${origin}/v1`,
    keyId,
    keySecret,
    webhookSecret,
    store,
    events: webhooks.events,
    setWebhooks: (switches) => {
      webhooks.switches = { ...webhooks.switches, ...switches };
    },
    setWebhookUrl: (url) => {
      webhooks.url = url;
    },
    setAutoCapture: (on) => {
      store.autoCapture = on;
    },
    webhooksSettled: () => webhooks.settled(),
    close: () =>
      new Promise<void>((resolve) => {
        webhooks.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
