// The OpenAPI document's named schemas. A zod schema named with `.meta({ id: "Basket" })` becomes
// `components.schemas.Basket`, and every body or field that uses it refers to it: the document is
// generated from the very schemas the serializers and the validation use, so changing a shape changes
// the document. Answers are described by output schemas (closed: no other fields), bodies by input
// schemas; a named schema whose input form differs from its output form (defaults, coercions, open
// objects) gets a second component, `<Name>Input`.
import { z } from "zod";

export type Json = Record<string, unknown>;

const REF = "#/components/schemas/";
const INPUT = "Input";

/** A copy of `value` with every `$ref` passed through `rename`. */
function mapRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, rename));
  if (!value || typeof value !== "object") return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === "$ref" && typeof v === "string" ? rename(v) : mapRefs(v, rename);
  return out;
}

export class SchemaComponents {
  private readonly output = new Map<string, Json>();
  private readonly input = new Map<string, Json>();

  /** The JSON Schema of `schema` (as answered: "output"; as accepted: "input"), named schemas as `$ref`s. */
  of(schema: z.ZodType, io: "input" | "output"): Json {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline", cycles: "ref" }) as Json;
    const { $schema: _s, $defs, ...root } = converted;
    void _s;
    const name = (id: string) => (io === "output" ? id : `${id}${INPUT}`);
    const rename = (ref: string) => {
      const id = ref.replace(/^#\/\$defs\//, "");
      if (id.startsWith("__")) throw new Error(`A recursive schema without an id (${ref}): name it with .meta({ id })`);
      return `${REF}${name(id)}`;
    };
    const target = io === "output" ? this.output : this.input;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      const json = mapRefs(def, rename) as Json;
      const known = target.get(id);
      if (known && JSON.stringify(known) !== JSON.stringify(json)) throw new Error(`Two different schemas are named "${id}" (${io})`);
      target.set(id, json);
    }
    return mapRefs(root, rename) as Json;
  }

  /**
   * components.schemas, and the document with its references settled: an input schema that reads the
   * same as its output namesake is that one, and one no answer uses keeps its plain name.
   */
  finish<T>(document: T): { document: T; schemas: Record<string, Json> } {
    const same = new Set<string>();
    for (let changed = true; changed; ) {
      changed = false;
      for (const [id, json] of this.input) {
        if (same.has(id) || !this.output.has(id)) continue;
        const settled = mapRefs(json, (ref) => (same.has(ref.slice(REF.length, -INPUT.length)) ? ref.slice(0, -INPUT.length) : ref));
        if (JSON.stringify(settled) === JSON.stringify(this.output.get(id))) {
          same.add(id);
          changed = true;
        }
      }
    }
    // A schema only bodies use keeps its plain name too.
    const plain = (id: string) => same.has(id) || !this.output.has(id);
    const settle = (ref: string) => (ref.endsWith(INPUT) && plain(ref.slice(REF.length, -INPUT.length)) ? ref.slice(0, -INPUT.length) : ref);
    const schemas: Record<string, Json> = {};
    for (const [id, json] of this.output) schemas[id] = mapRefs(json, settle) as Json;
    for (const [id, json] of this.input) if (!same.has(id)) schemas[plain(id) ? id : `${id}${INPUT}`] = mapRefs(json, settle) as Json;
    const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
    return { document: mapRefs(document, settle) as T, schemas: sorted };
  }
}
