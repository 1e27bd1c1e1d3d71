import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { CSRF_FAILED, isCrossSite } from "@/lib/auth/csrf.ts";
import { authOptions } from "@/lib/auth/next-auth.ts";
import { ApiError } from "@/lib/errors.ts";
import { MAX_BODY_BYTES, mediaType, readLimited } from "@/lib/http/body.ts";
import { isSecure, originFromHeaders } from "@/lib/http/urls.ts";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * Every POST here signs in, signs out or changes the session: one a browser marks as cross-site is
 * refused like the API's sign-in endpoints (lib/auth/csrf.ts), before next-auth's own CSRF token check.
 */
function refuseCrossSite(request: NextRequest): void {
  if (request.method === "POST" && isCrossSite(request.headers, originFromHeaders(request.headers))) throw new ApiError(403, CSRF_FAILED);
}

/**
 * next-auth reads a POST's body whole and parses JSON without a guard: the body is read here first,
 * held to the 1 MiB every other form is (413), and JSON that does not parse is a 400, not a 500.
 */
async function boundedRequest(request: NextRequest): Promise<NextRequest> {
  if (request.method !== "POST") return request;
  const bytes = await readLimited(request, MAX_BODY_BYTES);
  if (mediaType(request).includes("json") && bytes.byteLength) {
    try {
      JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch (e) {
      throw new ApiError(400, { detail: `JSON parse error - ${(e as Error).message}` });
    }
  }
  return new NextRequest(request.url, { method: "POST", headers: request.headers, body: bytes as BodyInit });
}

// Options per request: next-auth's cookie names follow the request's scheme, as the shop's own do.
async function handler(request: NextRequest, context: Context): Promise<Response> {
  let bounded: NextRequest;
  try {
    refuseCrossSite(request);
    bounded = await boundedRequest(request);
  } catch (error) {
    if (error instanceof ApiError) return Response.json(error.body, { status: error.status, headers: { "Cache-Control": "private, no-store" } });
    throw error;
  }
  return NextAuth(bounded, context, authOptions({ secure: isSecure(request.headers) }));
}

export { handler as GET, handler as POST };
