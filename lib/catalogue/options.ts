// Options (API.md §4): answers a shopper gives with a product (engraving text, a delivery slot, a
// consultation date); required ones must be given when adding to the basket. An option with `choices`
// takes one of them (the product page offers them as a list); otherwise an answer of its type.
// docs/decisions/0173.
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
  /** The answers offered; empty: a free answer of its type. */
  choices: string[];
}

export const OptionSchema = z.object({
  url: z.url(),
  id: z.int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(["text", "integer", "boolean", "float", "date"]),
  required: z.boolean(),
  help_text: z.string(),
  choices: z.array(z.string()).describe("The answers offered, one of which is sent as the value; empty: a free answer of the option's type."),
}).meta({ id: "Option" });

export function optionJson(o: OptionDefinition, urls: UrlBuilder): z.infer<typeof OptionSchema> {
  return { url: urls.path(OPTION_PATH, { id: o.id }), id: o.id, code: o.code, name: o.name, type: o.type, required: o.required, help_text: o.helpText, choices: o.choices };
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

/** "YYYY-MM-DD" that names a real day. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * Why a shopper's answer does not fit the option, or null: one of its choices when it offers some; a date is a real day from `today`
 * (the shop's date) on and within a year, a whole number is one, a number is one, yes/no is true or false.
 * Text is free. The browser's own controls (a date picker, a number field) ask the same; this is the rule.
 */
export function optionValueProblem(option: Pick<OptionDefinition, "name" | "type" | "choices">, value: string, today: string): string | null {
  if (option.choices.length) return option.choices.includes(value) ? null : `${option.name}: choose one of ${option.choices.join(", ")}.`;
  switch (option.type) {
    case "date": {
      if (!isCalendarDate(value)) return `${option.name}: enter a date as YYYY-MM-DD.`;
      const yearOn = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
      if (value < today) return `${option.name}: choose a day from today on.`;
      if (value > yearOn) return `${option.name}: choose a day within a year.`;
      return null;
    }
    case "integer":
      return /^-?\d{1,9}$/.test(value) ? null : `${option.name}: enter a whole number.`;
    case "float":
      return /^-?\d{1,9}(\.\d+)?$/.test(value) ? null : `${option.name}: enter a number.`;
    case "boolean":
      return value === "true" || value === "false" ? null : `${option.name}: answer true or false.`;
    default:
      return null;
  }
}

