// The client's address. The socket's address reaches the code that handles a request through the
// request context scripts/server.ts opens for it — not through a header, which a client could send
// too. With TRUST_PROXY=n the address the outermost trusted proxy appended to X-Forwarded-For is the
// client's (lib/http/forwarded.ts; with one proxy, the last entry). Without the shop's own server
// (`next start`) the socket is unknown: "unknown" unless a trusted proxy says.
import { isIP } from "node:net";
import { requestContext } from "@/lib/observability/request-context.ts";
import { atTrustedHop } from "./forwarded.ts";
import type { HeaderReader } from "./urls.ts";

function clean(ip: string): string {
  let v = ip.trim();
  if (v.startsWith("[") && v.includes("]")) v = v.slice(1, v.indexOf("]"));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(v)) v = v.slice(7);
  return isIP(v) ? v.toLowerCase() : "unknown";
}

/** The client's address for these headers; `socketIp` defaults to the request context's. */
export function clientIp(headers: HeaderReader, socketIp: string | null = requestContext()?.clientIp ?? null): string {
  return clean(atTrustedHop(headers, "x-forwarded-for", socketIp) ?? "");
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
