// The fake's REST API under /v1: the paths, request checks and answers of Razorpay's that the shop
// calls (orders, an order's payments, payments and their capture, refunds).
import { Refusal, type FakeStore, type Notes } from "./store.ts";

export type Json = Record<string, unknown>;

function onlyFields(body: Json, allowed: string[]): void {
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  if (extra.length) throw new Refusal(400, `${extra.join(", ")} is/are not required and should not be sent`, extra[0]);
}

function paiseField(body: Json, field: string, required: boolean): number | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === "") {
    if (required) throw new Refusal(400, `The ${field} field is required.`, field);
    return undefined;
  }
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n)) throw new Refusal(400, `The ${field} must be an integer.`, field);
  if (n < 100) throw new Refusal(400, `The ${field} must be atleast INR 1.00`, field);
  return n;
}

function currencyField(body: Json): string {
  const value = body.currency;
  if (value === undefined) throw new Refusal(400, "The currency field is required.", "currency");
  if (value !== "INR") throw new Refusal(400, "Currency is not supported", "currency");
  return value;
}

function textField(body: Json, field: string, max: number): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new Refusal(400, `The ${field} must be a string.`, field);
  if (value.length > max) throw new Refusal(400, `The ${field} may not be greater than ${max} characters.`, field);
  return value;
}

function notesField(body: Json): Notes {
  const value = body.notes;
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw new Refusal(400, "The notes must be an array.", "notes");
  const entries = Object.entries(value as Json);
  if (entries.length > 15) throw new Refusal(400, "Number of notes cannot exceed 15", "notes");
  const notes: Notes = {};
  for (const [k, v] of entries) {
    if (typeof v !== "string" && typeof v !== "number") throw new Refusal(400, `The notes.${k} must be a string.`, "notes");
    if (String(v).length > 256) throw new Refusal(400, `The notes.${k} may not be greater than 256 characters.`, "notes");
    notes[k] = String(v);
  }
  return notes;
}

/** Answers one API call; throws a Refusal for Razorpay's error answers. Null: no such path. */
export function apiCall(store: FakeStore, method: string, path: string, body: Json): { status: number; json: unknown } | null {
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  const ok = (json: unknown) => ({ status: 200, json });
  const [resource, id, action] = parts;
  if (method === "POST" && resource === "orders" && parts.length === 1) {
    onlyFields(body, ["amount", "currency", "receipt", "notes"]);
    return ok(store.createOrder({ amount: paiseField(body, "amount", true)!, currency: currencyField(body), receipt: textField(body, "receipt", 40), notes: notesField(body) }));
  }
  if (method === "GET" && resource === "orders" && id && parts.length === 2) return ok(store.order(id));
  if (method === "GET" && resource === "orders" && id && action === "payments" && parts.length === 3) {
    const items = store.paymentsOf(id);
    return ok({ entity: "collection", count: items.length, items });
  }
  if (method === "GET" && resource === "payments" && id && parts.length === 2) return ok(store.payment(id));
  if (method === "POST" && resource === "payments" && id && action === "capture" && parts.length === 3) {
    onlyFields(body, ["amount", "currency"]);
    return ok(store.capture(id, paiseField(body, "amount", true)!, currencyField(body)));
  }
  if (method === "POST" && resource === "payments" && id && action === "refund" && parts.length === 3) {
    onlyFields(body, ["amount", "speed", "notes", "receipt"]);
    const speed = body.speed ?? "normal";
    if (speed !== "normal" && speed !== "optimum") throw new Refusal(400, "The selected speed is invalid.", "speed");
    return ok(store.createRefund(id, { amount: paiseField(body, "amount", false), receipt: textField(body, "receipt", 40), notes: notesField(body), speed }));
  }
  if (method === "GET" && resource === "refunds" && id && parts.length === 2) return ok(store.refund(id));
  return null;
}
