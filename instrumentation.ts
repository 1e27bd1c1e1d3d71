// Runs once when the Next server starts (not during `next build`).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startPageCacheInvalidation } = await import("@/lib/page-cache/invalidation.ts");
  startPageCacheInvalidation();
}

// A page's render that failed because PostgreSQL went away: noted, so that the server script answers
// that page 503 with Retry-After rather than 500 (lib/http/outage-answers.ts).
export async function onRequestError(error: unknown): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isDatabaseUnavailable, noteDatabaseUnreachable } = await import("@/lib/db.ts");
  if (isDatabaseUnavailable(error)) noteDatabaseUnreachable();
}
