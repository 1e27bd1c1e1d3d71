// Runs once when the Next server starts (not during `next build`).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startPageCacheInvalidation } = await import("@/lib/page-cache/invalidation.ts");
  startPageCacheInvalidation();
}
