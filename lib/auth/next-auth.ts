// next-auth v4 for browsers: JWT strategy whose token carries the id of a Session row (`sid`), so
// lib/auth can check the row on every request and revocation works on the server. Sign-in goes through
// the same signIn() as the API's login endpoints, and the same password check with its failure limits.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "@/lib/config.ts";
import { transaction } from "@/lib/db.ts";
import { isSecure, type HeaderReader } from "@/lib/http/urls.ts";
import { callerFromHeaders } from "./caller.ts";
import { checkPassword } from "./password-login.ts";
import { revokeSession, SESSION_MAX_AGE_SECONDS } from "./sessions.ts";
import { signIn } from "./sign-in.ts";

/** next-auth hands providers the request's headers as a plain object. */
function headerReader(req: { headers?: Record<string, unknown> } | undefined): HeaderReader {
  return {
    get: (name) => {
      const v = req?.headers?.[name.toLowerCase()];
      return typeof v === "string" ? v : null;
    },
  };
}

export function authOptions(): NextAuthOptions {
  return {
    secret: config().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
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
          const user = await checkPassword(username, password, caller.ip);
          if (!user) return null;
          const userAgent = headers.get("user-agent") ?? undefined;
          // next-auth sets its own cookie around the session row; the browser needs no API token.
          const { sessionId } = await transaction((tx) => signIn(tx, user.id, { caller, secure: isSecure(headers), userAgent, apiToken: false }));
          return { id: String(user.id), email: user.email, sid: sessionId };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user && "sid" in user) token.sid = (user as { sid: string }).sid;
        return token;
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await transaction((tx) => revokeSession(tx, token.sid as string));
      },
    },
  };
}
