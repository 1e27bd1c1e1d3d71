// The account pages talk to the same JSON API as apps do (spec/API.md): one small fetch helper, and the
// error bodies turned into sentences for the page.
export interface ApiAnswer {
  status: number;
  data: unknown;
  headers: Headers;
}

/** The page's language ("hi-IN" under /hi/): the API's messages come in it (Accept-Language). */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang ? { "Accept-Language": lang } : {};
}

export async function callApi(path: string, opts: { method?: string; body?: unknown } = {}): Promise<ApiAnswer> {
  const response = await fetch(path, {
    method: opts.method ?? "GET",
    headers: { Accept: "application/json", ...pageLanguage(), ...(opts.body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    credentials: "same-origin",
    cache: "no-store",
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  return { status: response.status, data, headers: response.headers };
}

export type FieldMessages = Record<string, string[]>;

/** `{"field": ["…"]}` bodies as field → messages (nested objects flattened to their first level). */
export function fieldMessages(data: unknown): FieldMessages {
  const out: FieldMessages = {};
  if (!data || typeof data !== "object" || Array.isArray(data)) return out;
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) out[key] = value.map(String);
    else if (typeof value === "string" && key === "detail") out.detail = [value];
  }
  return out;
}

/** A sentence for an answer that failed as a whole (throttled, server trouble, no network). */
export function generalMessage(answer: ApiAnswer): string {
  if (answer.status === 429) {
    const wait = answer.headers.get("retry-after");
    return wait ? `Too many tries. Please wait ${wait} seconds and try again.` : "Too many tries. Please wait a little and try again.";
  }
  const detail = fieldMessages(answer.data).detail?.[0];
  if (answer.status >= 500) return "Something went wrong on our side. Please try again in a moment.";
  return detail ?? "That did not work. Please check what you entered and try again.";
}
