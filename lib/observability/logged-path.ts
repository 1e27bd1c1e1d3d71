// The path a request log line shows: never the query string, and never a credential carried in the path
// (the newsletter's confirm and unsubscribe links hold their token there; decision 21 treats such links
// as secrets). Verification, reset and tracking links carry theirs in the query, which is dropped.
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "@/lib/content/newsletter.ts";

/** "/newsletter/confirm/{token}/" → /^\/newsletter\/confirm\/[^/]+/ (the part up to the token's end). */
const CREDENTIAL_PATHS = [NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH].map((template) => {
  const [before] = template.split("{token}");
  return { before, pattern: new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[^/]+`) };
});

export function loggedPath(url: string): string {
  const q = url.indexOf("?");
  const path = q >= 0 ? url.slice(0, q) : url;
  for (const { before, pattern } of CREDENTIAL_PATHS) if (pattern.test(path)) return path.replace(pattern, `${before}[token]`);
  return path;
}
