// The one place that decides which proxy headers to believe. TRUST_PROXY is the number of reverse
// proxies in front of the shop; each appends to X-Forwarded-For (and, when it appends rather than
// sets them, X-Forwarded-Host and X-Forwarded-Proto). Reading every header from the same hop — the
// entry the outermost trusted proxy wrote — keeps the client's address, host and scheme consistent:
// entries to the left of it are whatever the client chose to send.
import { config } from "@/lib/config.ts";
import type { HeaderReader } from "./urls.ts";

/** The forwarded headers a request may carry; without a trusted proxy they are the client's words. */
export const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

function entries(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The value of the forwarded header `name` as the outermost of `hops` trusted proxies saw it, where
 * `direct` is what this server saw itself (the socket's address, the Host header, "http"). With no
 * trusted proxy: `direct`. With fewer entries than proxies: the farthest entry there is.
 */
export function atTrustedHop(headers: HeaderReader, name: string, direct: string | null, hops = config().TRUST_PROXY): string | null {
  if (hops === 0) return direct;
  const chain = [...entries(headers.get(name)), ...(direct === null ? [] : [direct])];
  if (!chain.length) return direct;
  // The last `hops` positions of the chain were written by trusted proxies (the last by the nearest);
  // with `direct` known, it sits at the end and counts as the nearest proxy's own view.
  const index = Math.max(0, chain.length - 1 - hops + (direct === null ? 1 : 0));
  return chain[index] ?? null;
}
