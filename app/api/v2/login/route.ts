import { z } from "zod";
import { ApiError } from "@/lib/errors.ts";
import { THROTTLED } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { LoginAnswerSchema, loginReply, signInContext } from "@/lib/auth/login-answer.ts";
import { passwordSignIn } from "@/lib/auth/password-sign-in.ts";
import { signOutCaller } from "@/lib/auth/sign-out.ts";
import { userJson, UserSchema } from "@/lib/auth/users.ts";
import { isSecure } from "@/lib/http/urls.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/login/",
  name: "Login",
  description:
    "POST signs in with a username (the e-mail address or phone number) and password, answering an API token and setting the browser session cookie; GET answers the signed-in user; DELETE signs out: it ends the credential presented (session cookie, token or Session-Id) and every other credential the same sign-in made (`?all=1`: every session and token of the user).",
  tag: "Authorization",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The signed-in user (anonymous callers: 405).", schema: UserSchema } },
      handler: async ({ caller, urls }) => {
        if (!caller.user) throw new ApiError(405, { detail: 'Method "GET" not allowed.' });
        return userJson(caller.user, urls);
      },
    },
    POST: {
      input: z.object({ username: z.string().min(1).max(1000).meta({ label: "Username" }), password: z.string().min(1).max(4096).meta({ label: "Password" }) }),
      validationStatus: 401,
      sessionChanging: true,
      responses: { 200: { description: "Signed in.", schema: LoginAnswerSchema }, 429: THROTTLED },
      handler: async (ctx) => {
        const { user, session } = await passwordSignIn(ctx.body.username, ctx.body.password, signInContext(ctx));
        return loginReply(ctx, user, session);
      },
    },
    DELETE: {
      query: z.object({ all: z.string().optional() }),
      sessionChanging: true,
      responses: { 200: { description: "Signed out (always).", schema: z.literal("") } },
      handler: async ({ caller, query, request }) => {
        const cookies = await signOutCaller(caller, { everywhere: ["1", "true"].includes(query.all ?? ""), secure: isSecure(request.headers) });
        return reply("", { cookies });
      },
    },
  },
});
