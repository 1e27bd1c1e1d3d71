// What the API's sign-in endpoints share: the context signIn() needs from the request, and the answer
// `{"user", "token", "expires_at", ...}` with the session cookie and, for an app that signed in with an
// ANON Session-Id header, its AUTH header.
import type { User } from "@/lib/generated/prisma/client.ts";
import type { HandlerContext, Reply } from "@/lib/http/endpoint-types.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";
import type { SignInContext, SignInResult } from "./sign-in.ts";
import { userJson, UserSchema } from "./users.ts";
import { z } from "zod";

export const LoginAnswerSchema = z.object({
  user: UserSchema,
  token: z.string().describe("An API token: send it as `Authorization: Token <key>`."),
  expires_at: z.string().describe("When the token and session end unless used (they slide: each use extends them)."),
}).meta({ id: "LoginAnswer" });

export function signInContext(ctx: HandlerContext<unknown, unknown>): SignInContext {
  return {
    caller: ctx.caller,
    secure: isSecure(ctx.request.headers),
    userAgent: ctx.request.headers.get("user-agent") ?? undefined,
    apiToken: true,
    locale: ctx.locale,
  };
}

export function loginReply(ctx: HandlerContext<unknown, unknown>, user: User, session: SignInResult, extra: Record<string, unknown> = {}): Reply {
  const token = session.token!;
  return reply(
    { user: userJson(user, ctx.urls), token: token.key, expires_at: token.expiresAt.toISOString(), ...extra },
    { cookies: session.cookies, headers: session.headers },
  );
}
