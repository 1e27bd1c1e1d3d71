// Which Host headers the shop answers (Django's ALLOWED_HOSTS). A host must be well formed — a DNS
// name or IPv4 address, or an IPv6 address in brackets, with an optional port 1–65535 — and, in
// production or when ALLOWED_HOSTS is set, be PUBLIC_URL's host or one ALLOWED_HOSTS lists.
import { isIP } from "node:net";
import { config, type Config } from "@/lib/config.ts";

const NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;

export interface ParsedHost {
  /** Lower case, brackets kept for IPv6: "shop.example.com", "[::1]". */
  hostname: string;
  port?: number;
}

/** Parses a Host header value; undefined when it is not a well-formed host. */
export function parseHost(value: string): ParsedHost | undefined {
  if (value.length > 255) return undefined;
  const m = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value.toLowerCase());
  if (!m) return undefined;
  const [, hostname, portText] = m;
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  if (hostname.startsWith("[")) {
    const address = hostname.slice(1, -1);
    return isIP(address) === 6 && !address.includes("%") ? { hostname, port } : undefined;
  }
  if (!NAME.test(hostname)) return undefined;
  // A name whose last label is numeric must be a valid dotted IPv4 address (URL parsers insist).
  const labels = hostname.replace(/\.$/, "").split(".");
  if (/^\d+$/.test(labels[labels.length - 1]) && isIP(hostname) !== 4) return undefined;
  return { hostname, port };
}

function matches(hostname: string, pattern: string): boolean {
  const name = hostname.replace(/\.$/, "");
  if (pattern === "*") return true;
  if (pattern.startsWith(".")) return name === pattern.slice(1) || name.endsWith(pattern);
  return name === pattern.replace(/\.$/, "");
}

/** True when the shop answers requests for this host name. */
export function hostAllowed(hostname: string, c: Config = config()): boolean {
  if (!c.isProduction && c.ALLOWED_HOSTS.length === 0) return true;
  const publicHost = new URL(c.publicOrigin).hostname;
  return matches(hostname, publicHost) || c.ALLOWED_HOSTS.some((pattern) => matches(hostname, pattern));
}
