// Staff keep the options a shopper gives when buying a product ("Engraving", "Delivery slot"): each
// with its code (the basket API's `options[].option`), name, kind of answer, whether it must be given,
// and its help text. A product asks for the options its editor ticks. The code never changes; an option
// is removed only while no basket line holds an answer to it (order lines keep theirs as text). Each
// change: one transaction with its audit entry, and the caches of the products asking for it told.
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import type { Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { OPTION_TYPES } from "./types.ts";

const changeable = {
  name: z.string().trim().min(1, "This field may not be blank.").max(128),
  type: z.enum(OPTION_TYPES, "Choose one of the kinds offered."),
  required: z.boolean(),
  help_text: z.string().trim().max(255, "Ensure this field has no more than 255 characters."),
  // The answers a shopper picks from (the product page lists them; the basket takes no other).
  choices: z
    .array(z.string().trim().min(1).max(100, "Keep each answer under 100 characters."))
    .max(20, "Offer at most 20 answers.")
    .refine((c) => new Set(c).size === c.length, "Offer each answer once.")
    .default([]),
};

export const OptionChangeInput = z.object(changeable);
export const OptionCreateInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, "Use lower-case letters, digits and _, starting with a letter (apps send it with the basket)."),
  ...changeable,
});
export type OptionChange = z.infer<typeof OptionChangeInput>;
export type OptionCreate = z.infer<typeof OptionCreateInput>;

/** An option form's fields as the schemas take them. */
export function optionFromForm(form: FormData): Record<string, unknown> {
  const text = (k: string) => String(form.get(k) ?? "").trim();
  const choices = text("choices").split("\n").map((c) => c.trim()).filter(Boolean);
  return { ...(form.has("code") ? { code: text("code") } : {}), name: text("name"), type: text("type"), required: form.get("required") === "on", help_text: text("help_text"), choices };
}

interface Actor {
  id: number;
  ip?: string;
}

const ENTITY = "Option";

const snapshot = (o: { code: string; name: string; type: string; required: boolean; helpText: string; choices: string[] }) => ({ code: o.code, name: o.name, type: o.type, required: o.required, help_text: o.helpText, choices: o.choices });

async function tellProducts(tx: Tx, optionId: number) {
  const rows = await tx.productOption.findMany({ where: { optionId }, select: { productId: true } });
  if (rows.length) await catalogueChanged(tx, { productIds: rows.map((r) => r.productId) });
}

async function locked(tx: Tx, id: number) {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Option" WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new NotFoundError();
  return tx.option.findUniqueOrThrow({ where: { id } });
}

export async function createOption(tx: Tx, actor: Actor, input: OptionCreate) {
  if (await tx.option.findUnique({ where: { code: input.code }, select: { id: true } })) throw new ValidationError({ code: ["An option with this code already exists."] });
  const row = await tx.option.create({ data: { code: input.code, name: input.name, type: input.type, required: input.required, helpText: input.help_text, choices: input.choices } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "option.create", entityType: ENTITY, entityId: row.id, before: null, after: snapshot(row) });
  return row;
}

export async function updateOption(tx: Tx, actor: Actor, id: number, input: OptionChange) {
  const before = await locked(tx, id);
  const after = await tx.option.update({ where: { id }, data: { name: input.name, type: input.type, required: input.required, helpText: input.help_text, choices: input.choices } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "option.update", entityType: ENTITY, entityId: id, before: snapshot(before), after: snapshot(after) });
  await tellProducts(tx, id);
  return after;
}

export async function deleteOption(tx: Tx, actor: Actor, id: number) {
  const before = await locked(tx, id);
  const held = await tx.basketLineAttribute.count({ where: { optionId: id } });
  if (held) throw new ValidationError({ option: [`${held} basket ${held === 1 ? "line holds an answer" : "lines hold answers"} to "${before.name}": it can be removed once they are bought or gone.`] });
  await tellProducts(tx, id);
  await tx.option.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "option.delete", entityType: ENTITY, entityId: id, before: snapshot(before), after: null });
}
