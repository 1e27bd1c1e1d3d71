// "Who is calling?" — the one answer for route handlers and pages (spec/API.md §2), in this order:
// an API token, a Session-Id header session, the browser session cookie, else anonymous.
import { ApiError } from "@/lib/errors.ts";
import { clientIp } from "@/lib/http/client-ip.ts";
import { hostnameOf, isSecure, originFromHeaders, type HeaderReader } from "@/lib/http/urls.ts";
import type { User } from "@/lib/generated/prisma/client.ts";
import { basketCookieName, isBasketCookieValue } from "./basket-cookie.ts";
import { parseSessionIdHeader, resolveHeaderSession, type HeaderSessionRef } from "./header-sessions.ts";
import { readSessionCookie, renewedSessionCookie, sessionCookieName, type CookieSpec } from "./session-cookie.ts";
import { actingGroups, type StaffGroup } from "./staff-groups.ts";
import { pincodeCookieName, readPincodeCookie } from "./pincode-cookie.ts";
import { findSession } from "./sessions.ts";
import { findToken } from "./tokens.ts";

export type CallerUser = Pick<
  User,
  "id" | "email" | "phoneNumber" | "firstName" | "lastName" | "isStaff" | "isActive" | "emailVerified" | "phoneVerified" | "dateJoined" | "pincode"
> & {
  /** The owner's powers; false through a scoped integration token. */
  isSuperuser: boolean;
  /** The staff groups this credential acts with (lib/auth/staff-groups.ts); empty for shoppers. */
  staffGroups: StaffGroup[];
};

export interface Caller {
  user: CallerUser | null;
  via: "token" | "session-id" | "cookie" | "anonymous";
  tokenId?: number;
  /** The browser session's row id (the hash of its id), when signed in by cookie. */
  sessionId?: string;
  /** The session cookie re-issued because it is more than a day old: the answer should carry it. */
  renewedSessionCookie?: CookieSpec;
  /** The sign-in that made the credential presented (token, header session or cookie session): signing out ends all it made. */
  signInId?: string;
  /** The Session-Id header session, when the app sent one. */
  headerSession?: HeaderSessionRef;
  /** The anonymous basket cookie's value, when the browser sent a well-formed one. */
  basketCookie?: string;
  /** The delivery pincode cookie a browser keeps (lib/shipping/location.ts), when well-formed. */
  pincodeCookie?: string;
  /** True when the request carried the session or basket cookie (the CSRF check applies). */
  sentCookies: boolean;
  ip: string;
}

export interface CallerInputs {
  authorization: string | null;
  sessionIdHeader: string | null;
  cookie: (name: string) => string | undefined;
  host: string;
  ip: string;
  /** The request arrived over https: only the `__Secure-`/`__Host-` cookie names are read. */
  secure: boolean;
}

/** The caller's user; `scope` is a scoped integration token's groups, which narrow the user's own. */
function pickUser(u: User, scope?: { scoped: boolean; staffGroups: StaffGroup[] }): CallerUser {
  const { id, email, phoneNumber, firstName, lastName, isStaff, isActive, emailVerified, phoneVerified, dateJoined, pincode } = u;
  const scoped = !!scope?.scoped;
  const staffGroups = isStaff ? actingGroups(u, scoped ? scope!.staffGroups : undefined) : [];
  const isSuperuser = isStaff && u.isSuperuser && !scoped;
  return { id, email, phoneNumber, firstName, lastName, isStaff, isActive, emailVerified, phoneVerified, dateJoined, pincode, isSuperuser, staffGroups };
}

const signInOf = (row: { signInId: string | null }) => (row.signInId ? { signInId: row.signInId } : {});

const invalidToken = () => new ApiError(401, { detail: "Invalid token." }, { "WWW-Authenticate": "Token" });

export async function resolveCaller(inputs: CallerInputs): Promise<Caller> {
  const sessionCookieValue = inputs.cookie(sessionCookieName(inputs.secure));
  const rawBasket = inputs.cookie(basketCookieName(inputs.secure));
  const base = {
    ip: inputs.ip,
    sentCookies: !!sessionCookieValue || rawBasket !== undefined,
    basketCookie: isBasketCookieValue(rawBasket) ? rawBasket : undefined,
    pincodeCookie: readPincodeCookie(inputs.cookie(pincodeCookieName(inputs.secure))),
  };

  const auth = inputs.authorization?.trim();
  const scheme = auth?.split(/\s+/)[0]?.toLowerCase();
  if (auth && (scheme === "token" || scheme === "bearer")) {
    const parts = auth.split(/\s+/);
    if (parts.length !== 2) throw invalidToken();
    const token = await findToken(parts[1]);
    if (!token) throw invalidToken();
    return { ...base, user: pickUser(token.user, token), via: "token", tokenId: token.id, ...signInOf(token) };
  }

  const parsed = parseSessionIdHeader(inputs.sessionIdHeader, inputs.host);
  if (parsed) {
    const row = await resolveHeaderSession(parsed);
    const headerSession: HeaderSessionRef = { ...parsed, rowId: row?.id, userId: row?.userId, pincode: row?.pincode ?? null };
    if (parsed.type === "AUTH" && row?.user) return { ...base, user: pickUser(row.user), via: "session-id", headerSession, ...signInOf(row) };
    return { ...base, user: null, via: "anonymous", headerSession };
  }

  if (sessionCookieValue) {
    const content = await readSessionCookie(sessionCookieValue);
    const session = content ? await findSession(content.sid) : null;
    if (content && session) {
      const renewed = await renewedSessionCookie(content, inputs.secure);
      return { ...base, user: pickUser(session.user), via: "cookie", sessionId: session.id, ...signInOf(session), ...(renewed ? { renewedSessionCookie: renewed } : {}) };
    }
  }
  return { ...base, user: null, via: "anonymous" };
}

function parseCookies(header: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of header?.split(";") ?? []) {
    const i = part.indexOf("=");
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    if (map.has(name)) continue;
    let value = part.slice(i + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      map.set(name, decodeURIComponent(value));
    } catch {
      map.set(name, value);
    }
  }
  return map;
}

/** The caller of a route handler's request. */
export function getCaller(request: Request): Promise<Caller> {
  return callerFromHeaders(request.headers);
}

/** The caller of a request known only by its headers (route handlers; next-auth's providers). */
export function callerFromHeaders(headers: HeaderReader): Promise<Caller> {
  const cookies = parseCookies(headers.get("cookie"));
  return resolveCaller({
    authorization: headers.get("authorization"),
    sessionIdHeader: headers.get("session-id"),
    cookie: (name) => cookies.get(name),
    host: hostnameOf(originFromHeaders(headers)),
    ip: clientIp(headers),
    secure: isSecure(headers),
  });
}

/** A short id for logs: "user:12" or "anonymous". */
export function callerLabel(caller: Caller): string {
  return caller.user ? `user:${caller.user.id}` : "anonymous";
}
