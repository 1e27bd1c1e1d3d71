// Staff add a variant to a product (the editor's variant grid and POST /api/v2/admin/products/{id}/children/):
// its option values (the class's attributes), SKU, GTIN, price and stock. The first variant of a product
// sold as it is makes it a parent: its stock record (price, SKU, stock, allocations) moves to that
// variant, and baskets holding the product itself lose that line, since a parent is bought through its
// variants (decision 0140). One transaction with the audit entry and catalogueChanged.
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import type { Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { catalogueChanged } from "./changed.ts";
import type { AdminVariantCreate } from "./product-admin-schemas.ts";
import { checkReferences, ENTITY, freeSlug, setAttributes, setStock, type Actor } from "./product-admin-write.ts";

/** The option values that tell a variant from its siblings, in a stable order, as "code=value" pairs. */
const signature = (values: { code: string; value: string }[]) =>
  values
    .map((v) => `${v.code}=${v.value.toLowerCase()}`)
    .sort()
    .join("&");

export async function createVariant(tx: Tx, actor: Actor, parentId: number, input: AdminVariantCreate): Promise<{ id: number; title: string }> {
  const [parent] = await tx.$queryRaw<{ id: number; title: string; structure: string; productClassId: number | null }[]>`
    SELECT id, title, structure::text, "productClassId" FROM "Product" WHERE id = ${parentId} FOR UPDATE`;
  if (!parent || parent.structure === "child") throw new NotFoundError();
  await checkReferences(tx, { upc: input.upc }, null);
  const given = Object.entries(input.attributes)
    .filter(([, value]) => value !== "")
    .map(([code, value]) => ({ code, value }));
  const siblings = await tx.product.findMany({
    where: { parentId },
    select: { title: true, attributeValues: { select: { value: true, attribute: { select: { code: true } } } } },
  });
  const mine = signature(given);
  const twin = siblings.find((c) => signature(c.attributeValues.map((v) => ({ code: v.attribute.code, value: v.value }))) === mine);
  if (twin) throw new ValidationError({ attributes: [`"${twin.title}" already has these option values.`] });

  const title = input.title ?? `${parent.title} – ${given.map((g) => g.value).join(", ")}`;
  const child = await tx.product.create({
    data: { title, slug: await freeSlug(tx, title), structure: "child", parentId, productClassId: parent.productClassId, upc: input.upc || null, isPublic: input.is_public },
    select: { id: true },
  });
  await setAttributes(tx, child.id, input.attributes);
  let stockRecord = null;
  if (parent.structure === "standalone") {
    await tx.product.update({ where: { id: parentId }, data: { structure: "parent", dateUpdated: new Date() } });
    const own = await tx.stockRecord.findUnique({ where: { productId: parentId } });
    if (own) stockRecord = await tx.stockRecord.update({ where: { id: own.id }, data: { productId: child.id } });
    await tx.basketLine.deleteMany({ where: { productId: parentId } });
  }
  await setStock(tx, { id: child.id, structure: "child", stockRecord }, input);
  await tx.product.update({ where: { id: parentId }, data: { dateUpdated: new Date() } });
  const after = { title, attributes: Object.fromEntries(given.map((g) => [g.code, g.value])), sku: input.sku, upc: input.upc ?? null, price: input.price, num_in_stock: input.num_in_stock ?? null };
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "product.variant.create", entityType: ENTITY, entityId: parentId, before: null, after: { variant: child.id, ...after } });
  await catalogueChanged(tx, { productIds: [parentId, child.id] });
  return { id: child.id, title };
}
