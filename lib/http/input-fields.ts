// What an endpoint's input schema says about its fields, read from the JSON Schema zod generates:
// OPTIONS metadata (type, required, read_only, label, max_length, choices) and the coercion of
// form fields (always strings) into the JSON types the schema expects.
import { z } from "zod";
import { assertJsonDepth } from "./body.ts";

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
  description?: string;
  label?: string;
  readOnly?: boolean;
  hyperlink?: string;
  file?: boolean;
  decimal?: boolean;
  choiceLabels?: Record<string, string>;
};

const cache = new WeakMap<z.ZodType, JsonSchema>();

/** `value` with the named schemas (`$ref`s into `$defs`, docs/decisions/0095) written in place, once per path. */
function inlineRefs(value: unknown, defs: Record<string, unknown>, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, defs, seen));
  if (!value || typeof value !== "object") return value;
  const { $ref, $defs: _defs, ...rest } = value as Record<string, unknown>;
  void _defs;
  const id = typeof $ref === "string" ? $ref.replace(/^#\/\$defs\//, "") : undefined;
  const out: Record<string, unknown> = {};
  if (id !== undefined && id in defs && !seen.includes(id)) Object.assign(out, inlineRefs(defs[id], defs, [...seen, id]));
  else if ($ref !== undefined) out.$ref = $ref;
  for (const [k, v] of Object.entries(rest)) out[k] = inlineRefs(v, defs, seen);
  return out;
}

/** The input side of a schema as JSON Schema (2020-12), with its .meta() annotations and named schemas inline. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  let s = cache.get(schema);
  if (!s) {
    const converted = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
    s = inlineRefs(converted, (converted.$defs ?? {}) as Record<string, unknown>) as JsonSchema;
    cache.set(schema, s);
  }
  return s;
}

function types(s: JsonSchema): string[] {
  if (s.anyOf) return s.anyOf.flatMap(types);
  return s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
}

function humanize(key: string): string {
  const words = key.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FieldInfo {
  type: string;
  required: boolean;
  read_only: boolean;
  label: string;
  max_length?: number;
  help_text?: string;
  choices?: { value: unknown; display_name: string }[];
  child?: FieldInfo;
  children?: Record<string, FieldInfo>;
}

function fieldType(s: JsonSchema): string {
  if (s.hyperlink) return "field";
  if (s.file) return "file";
  if (s.enum) return "choice";
  const t = types(s).filter((x) => x !== "null");
  if (t.includes("object")) return "nested object";
  if (t.includes("array")) return "list";
  if (t.includes("integer")) return "integer";
  if (t.includes("number")) return s.decimal ? "decimal" : "float";
  if (t.includes("boolean")) return "boolean";
  if (t.includes("string")) {
    if (s.format === "email") return "email";
    if (s.format === "uri") return "url";
    if (s.format === "date-time") return "datetime";
    if (s.format === "date") return "date";
    return s.decimal ? "decimal" : "string";
  }
  return "field";
}

function describe(key: string, s: JsonSchema, required: boolean): FieldInfo {
  const info: FieldInfo = {
    type: fieldType(s),
    required: required && s.default === undefined,
    read_only: s.readOnly ?? false,
    label: s.label ?? humanize(key),
  };
  if (s.maxLength !== undefined) info.max_length = s.maxLength;
  if (s.description) info.help_text = s.description;
  if (s.enum) info.choices = s.enum.map((v) => ({ value: v, display_name: s.choiceLabels?.[String(v)] ?? String(v) }));
  if (info.type === "nested object" && s.properties) info.children = describeObject(s);
  if (info.type === "list" && s.items) info.child = describe(key, s.items, false);
  return info;
}

function describeObject(s: JsonSchema): Record<string, FieldInfo> {
  const required = new Set(s.required ?? []);
  return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, describe(k, v, required.has(k))]));
}

/** OPTIONS `actions.<METHOD>`: one entry per input field. */
export function describeFields(schema: z.ZodType): Record<string, FieldInfo> {
  return describeObject(inputJsonSchema(schema));
}

function coerceValue(value: unknown, s: JsonSchema | undefined): unknown {
  if (!s || typeof value !== "string") return value;
  const t = types(s);
  if (s.hyperlink || s.file || s.enum) return value;
  if (t.includes("string")) return value;
  if ((t.includes("integer") || t.includes("number")) && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  if (t.includes("boolean")) {
    const v = value.trim().toLowerCase();
    if (["true", "1", "on", "yes"].includes(v)) return true;
    if (["false", "0", "off", "no", ""].includes(v)) return false;
  }
  if (t.includes("null") && value === "") return null;
  if (t.includes("object") || t.includes("array")) {
    assertJsonDepth(value);
    try {
      return JSON.parse(value);
    } catch {
      return t.includes("array") ? [value] : value;
    }
  }
  return value;
}

/** Form and multipart fields arrive as strings: turn them into what the schema expects. */
export function coerceFormData(schema: z.ZodType, data: Record<string, unknown>): Record<string, unknown> {
  const props = inputJsonSchema(schema).properties ?? {};
  // Client keys: no prototype to reach through (`constructor`, `__proto__`), only the schema's own fields.
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, raw] of Object.entries(data)) {
    const s = Object.hasOwn(props, key) ? props[key] : undefined;
    if (s && types(s).includes("array") && !Array.isArray(raw)) {
      out[key] = typeof raw === "string" && raw.trim().startsWith("[") ? coerceValue(raw, s) : [coerceValue(raw, s.items)];
    } else if (Array.isArray(raw)) {
      out[key] = s && types(s).includes("array") ? raw.map((v) => coerceValue(v, s.items)) : coerceValue(raw[raw.length - 1], s);
    } else out[key] = coerceValue(raw, s);
  }
  return out;
}
