// Input that names another resource by URL: only the path is used (the host is ignored), and a bare
// id is accepted too. The error strings are the ones API clients already know (spec/API.md §1).
import { z } from "zod";

export const HYPERLINK_ERRORS = {
  noMatch: "Invalid hyperlink - No URL match.",
  doesNotExist: "Invalid hyperlink - Object does not exist.",
  incorrectType: (received: string) => `Incorrect type. Expected URL string, received ${received}.`,
};

/** The Python-style type name API clients see in "received <type>". */
export function pythonTypeName(value: unknown): string {
  if (value === null || value === undefined) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (Array.isArray(value)) return "list";
  return "dict";
}

function patternFor(template: string): RegExp {
  const parts = template.split(/\{[^}]+\}/).map((s) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("([^/]+)")}$`);
}

export type HyperlinkResult<K> = { ok: true; key: K } | { ok: false; error: string };

/**
 * Reads a hyperlink to `template` (one placeholder, e.g. "/api/v2/products/{id}/"). `key` turns the
 * matched segment (or a bare id) into the lookup key, or returns null when it cannot name an object.
 */
export function parseHyperlink<K>(value: unknown, template: string, key: (raw: string) => K | null): HyperlinkResult<K> {
  if (typeof value === "number" && Number.isInteger(value)) {
    const k = key(String(value));
    return k === null ? { ok: false, error: HYPERLINK_ERRORS.doesNotExist } : { ok: true, key: k };
  }
  if (typeof value !== "string") return { ok: false, error: HYPERLINK_ERRORS.incorrectType(pythonTypeName(value)) };
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const k = key(text);
    return k === null ? { ok: false, error: HYPERLINK_ERRORS.doesNotExist } : { ok: true, key: k };
  }
  let path: string;
  try {
    path = new URL(text, "http://path.only").pathname;
  } catch {
    return { ok: false, error: HYPERLINK_ERRORS.noMatch };
  }
  if (!path.endsWith("/")) path += "/";
  const m = patternFor(template).exec(path);
  if (!m) return { ok: false, error: HYPERLINK_ERRORS.noMatch };
  let raw: string;
  try {
    raw = decodeURIComponent(m[1]);
  } catch {
    return { ok: false, error: HYPERLINK_ERRORS.noMatch };
  }
  const k = key(raw);
  return k === null ? { ok: false, error: HYPERLINK_ERRORS.doesNotExist } : { ok: true, key: k };
}

/** Integer primary keys: a positive integer that fits PostgreSQL's INTEGER, else no object. */
export function integerId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/**
 * A zod field for a hyperlink to `template` with an integer id: parses to the id, or fails with the
 * documented message. Whether the object exists is for the service to check (doesNotExist).
 */
export function hyperlinkField(template: string) {
  return z
    .unknown()
    .transform((value, ctx) => {
      const result = parseHyperlink(value, template, integerId);
      if (!result.ok) {
        ctx.addIssue({ code: "custom", message: result.error, input: value });
        return z.NEVER;
      }
      return result.key;
    })
    .meta({
      hyperlink: template,
      // For the document: what a client sends (the URL's path is read, its host ignored; a bare id works too).
      anyOf: [{ type: "string", description: `A URL whose path is ${template}` }, { type: "integer", description: "The id" }],
    });
}
