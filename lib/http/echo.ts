// How much of a client's input an error answer may repeat. A message that quotes what the client sent
// (a refused choice, a voucher code, a media type) quotes at most MAX_QUOTE characters of it, and no
// text of an error answer, keys included, is longer than MAX_ERROR_TEXT: endpoint() cuts longer ones,
// so a message that quotes input some other way (zod's own, a service's) still cannot send 10 kB back.

/** The most characters of one piece of input an error message quotes. */
export const MAX_QUOTE = 50;
/** The longest text (a message or a key) an error answer carries. */
export const MAX_ERROR_TEXT = 300;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A piece of client input as a message quotes it: lists and objects as JSON, cut short. */
export function quote(input: unknown): string {
  const text = typeof input === "object" && input !== null ? (JSON.stringify(input) ?? "") : String(input);
  return cut(text, MAX_QUOTE);
}

/** An error answer's body with every text (and key) over MAX_ERROR_TEXT cut short. */
export function capErrorTexts(body: unknown): unknown {
  if (typeof body === "string") return cut(body, MAX_ERROR_TEXT);
  if (Array.isArray(body)) return body.map(capErrorTexts);
  if (body && typeof body === "object") {
    const out: Record<string, unknown> = Object.create(null);
    for (const [k, v] of Object.entries(body)) out[cut(k, MAX_ERROR_TEXT)] = capErrorTexts(v);
    return out;
  }
  return body;
}
