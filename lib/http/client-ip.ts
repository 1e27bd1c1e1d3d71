// The client's address: the socket's, which scripts/server.ts writes into an internal header on every
// request (overwriting anything the client sent). With TRUST_PROXY=1 the shop sits behind one proxy,
// and the address that proxy appended to X-Forwarded-For (the last entry) is the client's.
import { isIP } from "node:net";
import { config } from "@/lib/config.ts";
import { CLIENT_IP_HEADER } from "@/lib/observability/request-context.ts";
import type { HeaderReader } from "./urls.ts";

function clean(ip: string): string {
  let v = ip.trim();
  if (v.startsWith("[") && v.includes("]")) v = v.slice(1, v.indexOf("]"));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(v)) v = v.slice(7);
  return isIP(v) ? v.toLowerCase() : "unknown";
}

export function clientIp(headers: HeaderReader): string {
  if (config().TRUST_PROXY) {
    const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    if (entries.length) return clean(entries[entries.length - 1]);
  }
  return clean(headers.get(CLIENT_IP_HEADER) ?? "");
}

function expandIpv6(ip: string): string[] {
  const [head, tail] = ip.split("::");
  const h = head ? head.split(":") : [];
  const t = tail !== undefined && tail !== "" ? tail.split(":") : [];
  if (t.length && t[t.length - 1].includes(".")) t.splice(-1, 1, "0", "0");
  const missing = ip.includes("::") ? 8 - h.length - t.length : 0;
  return [...h, ...Array(missing).fill("0"), ...t].map((g) => g.padStart(4, "0"));
}

/** The key throttles count under: an IPv4 address, or an IPv6 address's /64 network. */
export function throttleAddress(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}
