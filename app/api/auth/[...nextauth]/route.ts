import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/next-auth.ts";
import { isSecure } from "@/lib/http/urls.ts";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options per request: next-auth's cookie names follow the request's scheme, as the shop's own do.
function handler(request: NextRequest, context: Context): Promise<Response> {
  return NextAuth(request, context, authOptions({ secure: isSecure(request.headers) }));
}

export { handler as GET, handler as POST };
