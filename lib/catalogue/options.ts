// Options (API.md §4): free-text choices a shopper gives with a product (engraving text, a delivery
// slot); required ones must be given when adding to the basket.
import { z } from "zod";
import { db } from "@/lib/db.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";

export const OPTION_PATH = "/api/v2/options/{id}/";

export interface OptionDefinition {
  id: number;
  code: string;
  name: string;
  type: "text" | "integer" | "boolean" | "float" | "date";
  required: boolean;
  helpText: string;
}

export const OptionSchema = z.object({
  url: z.url(),
  id: z.int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(["text", "integer", "boolean", "float", "date"]),
  required: z.boolean(),
  help_text: z.string(),
}).meta({ id: "Option" });

export function optionJson(o: OptionDefinition, urls: UrlBuilder): z.infer<typeof OptionSchema> {
  return { url: urls.path(OPTION_PATH, { id: o.id }), id: o.id, code: o.code, name: o.name, type: o.type, required: o.required, help_text: o.helpText };
}

export async function countOptions(): Promise<number> {
  return db().option.count();
}

/** A page of options, ordered by name. */
export function listOptions(offset: number, limit: number): Promise<OptionDefinition[]> {
  return db().option.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], skip: offset, take: limit });
}

export function findOption(id: number): Promise<OptionDefinition | null> {
  return db().option.findUnique({ where: { id } });
}
