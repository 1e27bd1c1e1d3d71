// The fake's switches over HTTP, for the demo and for a shop started in another process:
// `GET /__control` shows them, `POST /__control` with any of
// `{"webhooks": {"delay_ms", "repeat", "drop"}, "webhook_url", "auto_capture"}` changes them.
import type { Json } from "./api.ts";
import { returnUrl } from "./checkout-page.ts";
import type { FakeStore } from "./store.ts";
import type { WebhookSender } from "./webhooks.ts";

export function controlState(store: FakeStore, webhooks: WebhookSender) {
  return {
    webhooks: { delay_ms: webhooks.switches.delayMs, repeat: webhooks.switches.repeat, drop: webhooks.switches.drop },
    webhook_url: webhooks.url,
    auto_capture: store.autoCapture,
  };
}

/** Applies the switches given, all or none; returns what is wrong with them, or null. */
export function applyControl(store: FakeStore, webhooks: WebhookSender, body: Json): string | null {
  const w = (body.webhooks ?? {}) as Json;
  if (typeof w !== "object" || w === null || Array.isArray(w)) return "webhooks: expected an object";
  const next = { ...webhooks.switches };
  if (w.delay_ms !== undefined) {
    if (!Number.isSafeInteger(w.delay_ms) || (w.delay_ms as number) < 0) return "webhooks.delay_ms: expected milliseconds (0 or more)";
    next.delayMs = w.delay_ms as number;
  }
  if (w.repeat !== undefined) {
    if (!Number.isSafeInteger(w.repeat) || (w.repeat as number) < 1 || (w.repeat as number) > 10) return "webhooks.repeat: expected 1 to 10";
    next.repeat = w.repeat as number;
  }
  if (w.drop !== undefined) {
    if (typeof w.drop !== "boolean") return "webhooks.drop: expected true or false";
    next.drop = w.drop;
  }
  if (body.auto_capture !== undefined && typeof body.auto_capture !== "boolean") return "auto_capture: expected true or false";
  if (body.webhook_url !== undefined && body.webhook_url !== null && !returnUrl(body.webhook_url)) return "webhook_url: expected an http(s) URL or null";
  webhooks.switches = next;
  if (typeof body.auto_capture === "boolean") store.autoCapture = body.auto_capture;
  if (body.webhook_url !== undefined) webhooks.url = body.webhook_url === null ? null : returnUrl(body.webhook_url);
  return null;
}
