// The caller of a page (server components): the same resolution as route handlers, from Next's
// request-scoped cookies() and headers(). A credential that does not resolve is simply anonymous here.
import { cookies, headers } from "next/headers";
import { ApiError } from "@/lib/errors.ts";
import { config } from "@/lib/config.ts";
import { CLIENT_IP_HEADER } from "@/lib/observability/request-context.ts";
import { resolveCaller, type Caller } from "./caller.ts";

export async function getPageCaller(): Promise<Caller> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const trustedHost = config().TRUST_PROXY ? headerList.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = (trustedHost || headerList.get("host") || "localhost").replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  const inputs = {
    authorization: null,
    sessionIdHeader: null,
    cookie: (name: string) => cookieStore.get(name)?.value,
    host,
    ip: headerList.get(CLIENT_IP_HEADER) ?? "unknown",
  };
  try {
    return await resolveCaller(inputs);
  } catch (e) {
    if (e instanceof ApiError) return { user: null, via: "anonymous", sentCookies: false, ip: inputs.ip };
    throw e;
  }
}
