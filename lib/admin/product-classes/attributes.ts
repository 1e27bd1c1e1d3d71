// Staff keep a product class's attributes (catalogue group): the facts its products are described and
// filtered by ("Bed size", "Seating capacity"). An attribute is added with its code (what the shop's
// filters and the API use: `attr_<code>`), name, type, whether shoppers filter by it and its place; its
// name, filter and place change later, its type only while no product has a value for it, and it is
// removed only when none has. Each change: one transaction with the class's audit entry, and every
// cache of the products that show it told (catalogueChanged).
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import type { Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { ATTRIBUTE_TYPES } from "./attribute-types.ts";

const changeable = {
  name: z.string().trim().min(1, "This field may not be blank.").max(128),
  type: z.enum(ATTRIBUTE_TYPES, "Choose one of the types offered."),
  is_filterable: z.boolean(),
  display_order: z.int("Enter a whole number.").min(0, "Ensure this value is at least 0.").max(9999, "Ensure this value is at most 9999."),
};

export const AttributeChangeInput = z.object(changeable);
export const AttributeCreateInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, "Use lower-case letters, digits and _, starting with a letter (it appears in the shop's filter links)."),
  ...changeable,
});
export type AttributeChange = z.infer<typeof AttributeChangeInput>;
export type AttributeCreate = z.infer<typeof AttributeCreateInput>;

/** An attribute form's fields as the schemas take them. */
export function attributeFromForm(form: FormData): Record<string, unknown> {
  const text = (k: string) => String(form.get(k) ?? "").trim();
  const order = text("display_order");
  return {
    ...(form.has("code") ? { code: text("code") } : {}),
    name: text("name"),
    type: text("type"),
    is_filterable: form.get("is_filterable") === "on",
    display_order: order === "" ? 0 : /^\d{1,5}$/.test(order) ? Number(order) : order,
  };
}

interface Actor {
  id: number;
  ip?: string;
}

const ENTITY = "ProductClass";

const snapshot = (a: { code: string; name: string; type: string; isFilterable: boolean; displayOrder: number }) => ({
  code: a.code,
  name: a.name,
  type: a.type,
  is_filterable: a.isFilterable,
  display_order: a.displayOrder,
});

async function classExists(tx: Tx, classId: number) {
  if (!(await tx.productClass.findUnique({ where: { id: classId }, select: { id: true } }))) throw new NotFoundError();
}

async function valueCount(tx: Tx, attributeId: number): Promise<number> {
  return tx.productAttributeValue.count({ where: { attributeId } });
}

/** The products showing the attribute's values: their pages and filters change with its name or place. */
async function tellProducts(tx: Tx, attributeId: number) {
  const rows = await tx.productAttributeValue.findMany({ where: { attributeId }, select: { productId: true }, distinct: ["productId"] });
  if (rows.length) await catalogueChanged(tx, { productIds: rows.map((r) => r.productId) });
}

export async function createAttribute(tx: Tx, actor: Actor, classId: number, input: AttributeCreate) {
  await classExists(tx, classId);
  if (await tx.attribute.findUnique({ where: { code: input.code }, select: { id: true } })) throw new ValidationError({ code: ["An attribute with this code already exists."] });
  const row = await tx.attribute.create({
    data: { productClassId: classId, code: input.code, name: input.name, type: input.type, isFilterable: input.is_filterable, displayOrder: input.display_order },
  });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "productclass.attribute.create", entityType: ENTITY, entityId: classId, before: null, after: snapshot(row) });
  return row;
}

async function classAttribute(tx: Tx, classId: number, attributeId: number) {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Attribute" WHERE id = ${attributeId} AND "productClassId" = ${classId} FOR UPDATE`;
  if (!row) throw new NotFoundError();
  return tx.attribute.findUniqueOrThrow({ where: { id: attributeId } });
}

export async function updateAttribute(tx: Tx, actor: Actor, classId: number, attributeId: number, input: AttributeChange) {
  const before = await classAttribute(tx, classId, attributeId);
  if (input.type !== before.type && (await valueCount(tx, attributeId)) > 0) {
    throw new ValidationError({ type: ["Products already have values for it: its type cannot change."] });
  }
  const after = await tx.attribute.update({ where: { id: attributeId }, data: { name: input.name, type: input.type, isFilterable: input.is_filterable, displayOrder: input.display_order } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "productclass.attribute.update", entityType: ENTITY, entityId: classId, before: snapshot(before), after: snapshot(after) });
  await tellProducts(tx, attributeId);
  return after;
}

export async function deleteAttribute(tx: Tx, actor: Actor, classId: number, attributeId: number) {
  const before = await classAttribute(tx, classId, attributeId);
  const used = await valueCount(tx, attributeId);
  if (used > 0) throw new ValidationError({ attribute: [`${used} ${used === 1 ? "product has a value" : "products have values"} for "${before.name}": clear ${used === 1 ? "it" : "them"} first.`] });
  await tx.attribute.delete({ where: { id: attributeId } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "productclass.attribute.delete", entityType: ENTITY, entityId: classId, before: snapshot(before), after: null });
}
