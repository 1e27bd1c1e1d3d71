// Where to go after signing in: a path on this site from `?next=`, never another site ("//evil.example",
// "https://…", "/\\evil.example" would all leave it). Anything else goes to the account page.
export const DEFAULT_NEXT = "/account/";

export function safeNextPath(raw: string | string[] | undefined | null): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || value.length > 1000) return DEFAULT_NEXT;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f]/.test(value)) return DEFAULT_NEXT;
  if (value.startsWith("/account/login") || value.startsWith("/api/")) return DEFAULT_NEXT;
  return value;
}
