// The caller of a page (server components): the same resolution as route handlers, from Next's
// request-scoped cookies() and headers(). A credential that does not resolve is simply anonymous here.
// Pages cannot set cookies: a page's session cookie is renewed by the proxy (proxy.ts).
import { cookies, headers } from "next/headers";
import { connection } from "next/server";
import { ApiError } from "@/lib/errors.ts";
import { clientIp } from "@/lib/http/client-ip.ts";
import { hostnameOf, isSecure, originFromHeaders } from "@/lib/http/urls.ts";
import { resolveCaller, type Caller } from "./caller.ts";

export async function getPageCaller(): Promise<Caller> {
  // A request's own answer: never during the build's prerendering (where the caller cannot be known).
  await connection();
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const ip = clientIp(headerList);
  try {
    return await resolveCaller({
      authorization: null,
      sessionIdHeader: null,
      cookie: (name: string) => cookieStore.get(name)?.value,
      host: hostnameOf(originFromHeaders(headerList)),
      ip,
      secure: isSecure(headerList),
    });
  } catch (e) {
    if (e instanceof ApiError) return { user: null, via: "anonymous", sentCookies: false, ip };
    throw e;
  }
}
