// next-auth v4 for browsers: JWT strategy whose token carries a session id (`sid`; the Session row keeps
// its hash), so lib/auth can check the row on every request and revocation works on the server. Sign-in
// goes through the same signIn() as the API's login endpoints, and the same password check with its
// failure limits. next-auth's own session answer (/api/auth/session) checks the row too: a revoked or
// expired session is signed out there (empty session, cookie cleared). Its cookie names follow the
// request's scheme exactly as the rest of the shop's do (lib/auth/session-cookie.ts).
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "@/lib/config.ts";
import { ApiError } from "@/lib/errors.ts";
import { transaction } from "@/lib/db.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import type { HeaderReader } from "@/lib/http/urls.ts";
import { callerFromHeaders } from "./caller.ts";
import { checkPassword } from "./password-login.ts";
import { findSession, sessionRowId, SESSION_MAX_AGE_SECONDS } from "./sessions.ts";
import { endSessionSignIn, signIn } from "./sign-in.ts";

/** Thrown by the jwt callback for a session that is no longer live: next-auth then clears the cookie. */
class SessionEnded extends Error {
  constructor() {
    super("The session has ended.");
    this.name = "SessionEnded";
  }
}

/** next-auth hands providers the request's headers as a plain object. */
function headerReader(req: { headers?: Record<string, unknown> } | undefined): HeaderReader {
  return {
    get: (name) => {
      const v = req?.headers?.[name.toLowerCase()];
      return typeof v === "string" ? v : null;
    },
  };
}

/** next-auth's options for one request; `secure`: it arrived over https (lib/http/urls.ts `isSecure`). */
export function authOptions({ secure }: { secure: boolean }): NextAuthOptions {
  return {
    secret: config().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    providers: [
      CredentialsProvider({
        id: "password",
        name: "Password",
        credentials: {
          username: { label: "Email or phone number", type: "text" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, req) {
          const username = credentials?.username?.trim();
          const password = credentials?.password;
          if (!username || !password) return null;
          const headers = headerReader(req);
          const caller = await callerFromHeaders(headers);
          // A deactivated account's right password is refused like a wrong one here (the API's login says why).
          const user = await checkPassword(username, password, caller.ip).catch((e: unknown) => {
            if (e instanceof ApiError && e.status === 401) return null;
            throw e;
          });
          if (!user) return null;
          const userAgent = headers.get("user-agent") ?? undefined;
          // next-auth sets its own cookie around the session row; the browser needs no API token.
          const { sid, staff } = await transaction((tx) => signIn(tx, user.id, { caller, secure, userAgent, apiToken: false }));
          return { id: String(user.id), email: user.email, sid, staff };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user && "sid" in user) {
          token.sid = (user as { sid: string }).sid;
          if ((user as { staff?: boolean }).staff) token.staff = true;
          return token;
        }
        if (typeof token.sid !== "string" || !(await findSession(token.sid))) throw new SessionEnded();
        return token;
      },
    },
    events: {
      // Its sign-out route ends the session and whatever its sign-in made with it (an API token, a header session).
      async signOut({ token }) {
        if (typeof token?.sid === "string") await transaction((tx) => endSessionSignIn(tx, sessionRowId(token.sid as string)));
      },
    },
    logger: {
      error(code, metadata) {
        if (metadata instanceof SessionEnded) return; // an ended session, not a fault
        const error = metadata instanceof Error ? metadata : ((metadata as { error?: unknown } | undefined)?.error ?? metadata);
        log.error("next-auth error", { code, ...errorFields(error) });
      },
      warn(code) {
        log.warn("next-auth warning", { code });
      },
      debug() {},
    },
  };
}
