// The session cookie of a page request, read in Next's proxy (no database): the one reading that the
// page gate, the session renewal and the missing-page check share.
import { isSecure, type HeaderReader } from "@/lib/http/urls.ts";
import { readSessionCookie, sessionCookieName, type SessionCookieContent } from "./session-cookie.ts";

export interface PageSessionCookie {
  content: SessionCookieContent | null;
  /** The request came over https (the cookie's name and flags follow it). */
  secure: boolean;
}

/** The request's session cookie (content null: none, or not valid), or null for a malformed Host, which the page answers. */
export async function pageSessionCookie(headers: HeaderReader, cookie: (name: string) => string | undefined): Promise<PageSessionCookie | null> {
  let secure: boolean;
  try {
    secure = isSecure(headers);
  } catch {
    return null;
  }
  const value = cookie(sessionCookieName(secure));
  return { content: value ? await readSessionCookie(value) : null, secure };
}
