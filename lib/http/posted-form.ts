// A form a browser posts without JavaScript to one of the shop's route handlers (the basket's forms,
// the header's pincode, "Tell me when it's back"): refused when another site posts it (the API's rule,
// decision 82), read to at most 64 KiB (413 in the documented shape), and taken as an empty form when
// it is not a form at all. The handler then answers 303 somewhere on this site.
import { getCaller, type Caller } from "@/lib/auth/caller.ts";
import { CSRF_FAILED, isCrossSite } from "@/lib/auth/csrf.ts";
import { ApiError } from "@/lib/errors.ts";
import { readLimited } from "./body.ts";
import { isSecure, originFromHeaders } from "./urls.ts";

/** The most a form of a few fields may be. */
export const FORM_MAX_BYTES = 64 * 1024;

export interface PostedForm {
  /** This site's origin as the browser asked for it. */
  origin: string;
  caller: Caller;
  data: FormData;
  secure: boolean;
}

const NO_STORE = { "Cache-Control": "private, no-store" };

/** The posted form, or the refusal to send instead (400 bad Host, 403 another site, 413 too large). */
export async function readPostedForm(request: Request): Promise<PostedForm | Response> {
  let origin: string;
  try {
    origin = originFromHeaders(request.headers);
  } catch (e) {
    if (e instanceof ApiError) return Response.json(e.body, { status: e.status, headers: NO_STORE });
    throw e;
  }
  if (isCrossSite(request.headers, origin)) return Response.json(CSRF_FAILED, { status: 403, headers: NO_STORE });
  let caller: Caller;
  try {
    caller = await getCaller(request);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    caller = { user: null, via: "anonymous", sentCookies: false, ip: "" };
  }
  let data: FormData;
  try {
    const bytes = await readLimited(request, FORM_MAX_BYTES);
    data = await new Response(Buffer.from(bytes), { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData().catch(() => new FormData());
  } catch (e) {
    if (e instanceof ApiError) return Response.json(e.body, { status: e.status, headers: NO_STORE });
    throw e;
  }
  return { origin, caller, data, secure: isSecure(request.headers) };
}

/**
 * A path on this site to go back to: `wanted` (a Referer or a form's field) when it is a URL of `origin`
 * itself or a path on it, else `fallback`. Never another site, whatever is sent ("//evil.example",
 * "/\evil.example", "https://evil.example/", "javascript:").
 */
export function sameSitePath(wanted: string | null | undefined, origin: string, fallback = "/"): string {
  if (!wanted || wanted.length > 2000) return fallback;
  let url: URL;
  try {
    url = new URL(wanted, `${origin}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || !url.pathname.startsWith("/") || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}`;
}
