// Building answers in handlers: reply(body, {status, headers, cookies}).
import type { Caller } from "@/lib/auth/caller.ts";
import type { CookieSpec } from "@/lib/auth/sessions.ts";
import type { Reply } from "./endpoint-types.ts";

export function reply(body: unknown, opts: { status?: number; headers?: Record<string, string>; cookies?: CookieSpec[] } = {}): Reply {
  return { kind: "reply", status: opts.status ?? 200, body, headers: opts.headers, cookies: opts.cookies };
}

/**
 * A body already serialized (JSON text), sent as it is: for answers assembled from parts kept as text
 * (the home's slots, docs/decisions/0061-home-slots-as-text.md). The browsable API shows it parsed.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The JSON text of an answer's body. */
export function jsonBodyText(body: unknown): string {
  return body instanceof JsonText ? body.text : JSON.stringify(body);
}

export function isReply(value: unknown): value is Reply {
  return !!value && typeof value === "object" && (value as Reply).kind === "reply";
}

/** A Set-Cookie header value. */
export function serializeCookie(c: CookieSpec): string {
  const parts = [`${c.name}=${encodeURIComponent(c.value)}`, `Path=${c.path}`, `Max-Age=${c.maxAge}`, "SameSite=Lax"];
  if (c.maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (c.httpOnly) parts.push("HttpOnly");
  if (c.secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Adds the caller's renewed session cookie (a sliding session, lib/auth/session-cookie.ts) to an
 * answer, unless the answer sets that cookie itself (a sign-in or sign-out). An answer that sets it is
 * never kept by a shared cache.
 */
export function addRenewedSessionCookie(headers: Headers, caller: Caller | undefined): void {
  const cookie = caller?.renewedSessionCookie;
  if (!cookie || headers.getSetCookie().some((c) => c.startsWith(`${cookie.name}=`))) return;
  headers.append("Set-Cookie", serializeCookie(cookie));
  headers.set("Cache-Control", "private, no-store");
}
