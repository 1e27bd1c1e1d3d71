// Signing in and out: one function each, used by every path (API password and OTP logins, next-auth's
// providers). A sign-in creates the session row and its cookie, an API token, and for an app with an
// ANON Session-Id header the AUTH header session, all marked with one sign-in id; it merges the basket
// the caller brought into the user's (spec/API.md §5.3) and records the login. Signing out with any of
// those credentials ends all of them (docs/decisions/0081).
import { mergeAnonymousBasket } from "@/lib/basket/merge.ts";
import type { Tx } from "@/lib/db.ts";
import { clearedBasketCookie } from "./basket-cookie.ts";
import type { Caller } from "./caller.ts";
import { deleteHeaderSession, deleteSignInHeaderSessions, deleteUserHeaderSessions, upgradeHeaderSession } from "./header-sessions.ts";
import { randomKey } from "./secrets.ts";
import {
  clearedSessionCookie,
  createSession,
  revokeSession,
  revokeSignInSessions,
  revokeUserSessions,
  sessionCookie,
  sessionSignInId,
  type CookieSpec,
} from "./sessions.ts";
import { issueToken, revokeSignInTokens, revokeToken, revokeUserTokens, type IssuedToken } from "./tokens.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";

export interface SignInContext {
  /** Who was calling before signing in (anonymous; its header session and basket cookie carry over). */
  caller: Caller;
  /** The request arrived over https (cookies get Secure). */
  secure: boolean;
  userAgent?: string;
  /** Issue an API token too (the API's logins); next-auth's browser sign-in needs only the session. */
  apiToken?: boolean;
  /** The language the customer signs in from (the page's, by Accept-Language): kept as theirs, for their mails. */
  locale?: ShopLocale;
}

export interface SignInResult {
  /** The new session's id, as the cookie's JWT carries it (the Session row keeps only its hash). */
  sid: string;
  token: IssuedToken | null;
  cookies: CookieSpec[];
  /** The user is staff (next-auth puts it in its own cookie, as `cookies` carry it). */
  staff: boolean;
  /** Response headers: `Session-Id` when the app signed in with an ANON header. */
  headers: Record<string, string>;
  /** What the basket merge changed: lines dropped or cut to what can be bought. */
  basketMessages: string[];
}

export async function signIn(tx: Tx, userId: number, ctx: SignInContext): Promise<SignInResult> {
  const meta = { ip: ctx.caller.ip, userAgent: ctx.userAgent, signInId: randomKey(16) };
  const session = await createSession(tx, userId, meta);
  const token = ctx.apiToken === false ? null : await issueToken(tx, userId, meta);
  const user = await tx.user.update({ where: { id: userId }, data: { lastLogin: new Date(), ...(ctx.locale ? { language: ctx.locale } : {}) }, select: { isStaff: true } });
  // Before the header session turns AUTH: the merge finds the anonymous basket by the caller's ANON row.
  const merged = await mergeAnonymousBasket(tx, ctx.caller, userId);
  const headers: Record<string, string> = {};
  if (ctx.caller.headerSession?.type === "ANON") {
    headers["Session-Id"] = await upgradeHeaderSession(tx, ctx.caller.headerSession, userId, meta.signInId);
  }
  const cookies = [await sessionCookie(session.sid, userId, ctx.secure, user.isStaff)];
  // The anonymous basket is merged: the browser forgets its cookie, so signing out later starts afresh.
  if (ctx.caller.basketCookie) cookies.push(clearedBasketCookie(ctx.secure));
  return { sid: session.sid, token, cookies, staff: user.isStaff, headers, basketMessages: merged.messages };
}

/**
 * Ends what the caller signed in with: the presented token, the browser session, or the Session-Id
 * header session, and every other credential the same sign-in made. `everywhere` ends every session
 * and token of the user. Returns cookies to send.
 */
export async function signOut(tx: Tx, caller: Caller, opts: { everywhere?: boolean; secure: boolean }): Promise<CookieSpec[]> {
  if (caller.user && opts.everywhere) await signOutEverywhere(tx, caller.user.id);
  if (caller.signInId) await endSignIn(tx, caller.signInId);
  if (caller.tokenId) await revokeToken(tx, caller.tokenId);
  if (caller.sessionId) await revokeSession(tx, caller.sessionId);
  if (caller.via === "session-id" && caller.headerSession) await deleteHeaderSession(tx, caller.headerSession.keyHash);
  return caller.sentCookies && caller.via === "cookie" ? [clearedSessionCookie(opts.secure)] : [];
}

/** Ends every credential one sign-in made: its session, its API token, its AUTH header session. */
export async function endSignIn(tx: Tx, signInId: string): Promise<void> {
  await revokeSignInSessions(tx, signInId);
  await revokeSignInTokens(tx, signInId);
  await deleteSignInHeaderSessions(tx, signInId);
}

/** Ends the browser session whose row id is `rowId` and what its sign-in made with it (next-auth's sign-out). */
export async function endSessionSignIn(tx: Tx, rowId: string): Promise<void> {
  const signInId = await sessionSignInId(tx, rowId);
  await revokeSession(tx, rowId);
  if (signInId) await endSignIn(tx, signInId);
}

/**
 * Revokes every session, token and header session of a user (password reset, staff action, `?all=1`),
 * except the ones named (`sessionId` is a Session row id, as `Caller.sessionId` holds it).
 */
export async function signOutEverywhere(tx: Tx, userId: number, except: { sessionId?: string; tokenId?: number } = {}): Promise<void> {
  await revokeUserSessions(tx, userId, except.sessionId);
  await revokeUserTokens(tx, userId, except.tokenId);
  await deleteUserHeaderSessions(tx, userId);
}
