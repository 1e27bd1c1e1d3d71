// The catalogue's structure: categories (a materialised-path tree), product classes, attributes,
// options and the warehouse partner. Matched by slug or code.
import { normaliseSearchText } from "@/lib/catalogue/search-text.ts";
import { attributes, options, partner, productClasses } from "./catalogue.data.ts";
import { categoryTree, type CategoryNode } from "./categories.data.ts";
import { idOf, type IdMap, type SeedContext } from "./context.ts";
import { applyPlan, planSync } from "./sync.ts";
import { hindiCategories } from "./hindi.data.ts";

export interface CategoryRow {
  slug: string;
  parentSlug: string | null;
  name: string;
  description: string;
  isPublic: boolean;
  isFeatured: boolean;
  path: string;
  depth: number;
  displayOrder: number;
}

/** The tree flattened depth-first, with paths "0001", "0001.0002", … in display order. */
export function flattenCategories(nodes: CategoryNode[] = categoryTree, parent?: CategoryRow): CategoryRow[] {
  return nodes.flatMap((node, i) => {
    const segment = String(i + 1).padStart(4, "0");
    const row: CategoryRow = {
      slug: node.slug,
      parentSlug: parent?.slug ?? null,
      name: node.name,
      description: node.description,
      isPublic: node.isPublic ?? parent?.isPublic ?? true,
      isFeatured: node.featured ?? false,
      path: parent ? `${parent.path}.${segment}` : segment,
      depth: parent ? parent.depth + 1 : 0,
      displayOrder: i,
    };
    return [row, ...flattenCategories(node.children ?? [], row)];
  });
}

/** Writes the tree level by level (a parent's id is known before its children are written). */
export async function seedCategories(ctx: SeedContext, images: Map<string, string>): Promise<IdMap> {
  const { prisma } = ctx;
  const rows = flattenCategories();
  const ids: IdMap = new Map();
  const maxDepth = Math.max(...rows.map((r) => r.depth));
  for (let depth = 0; depth <= maxDepth; depth++) {
    const existing = await prisma.category.findMany();
    existing.forEach((c) => {
      ids.set(c.slug, c.id);
    });
    const wanted = rows
      .filter((r) => r.depth === depth)
      .map((r) => ({
        slug: r.slug,
        parentId: r.parentSlug ? idOf(ids, r.parentSlug, "category") : null,
        name: r.name,
        description: r.description,
        nameHi: hindiCategories[r.slug]?.name ?? "",
        descriptionHi: hindiCategories[r.slug]?.description ?? "",
        image: images.get(r.slug) ?? null,
        isPublic: r.isPublic,
        isFeatured: r.isFeatured,
        path: r.path,
        depth: r.depth,
        displayOrder: r.displayOrder,
        searchText: normaliseSearchText(r.name),
      }));
    const plan = planSync(existing, (c) => c.slug, wanted, (w) => w.slug);
    await applyPlan(ctx.stats, "Category", plan, (data) => prisma.category.createMany({ data }), (row, data) => prisma.category.update({ where: { id: row.id }, data }));
  }
  (await prisma.category.findMany({ select: { id: true, slug: true } })).forEach((c) => {
    ids.set(c.slug, c.id);
  });
  return ids;
}

export interface CatalogueIds {
  classes: IdMap;
  attributes: IdMap;
  options: IdMap;
  partnerId: number;
}

export async function seedCatalogueStructure(ctx: SeedContext): Promise<CatalogueIds> {
  const { prisma, stats } = ctx;

  const classRows = productClasses.map(({ slug, name, gstRate, taxCode, hsnCode, requiresShipping, tracksStock }) => ({ slug, name, gstRate, taxCode, hsnCode, requiresShipping, tracksStock }));
  const classPlan = planSync(await prisma.productClass.findMany(), (c) => c.slug, classRows, (w) => w.slug);
  await applyPlan(stats, "ProductClass", classPlan, (data) => prisma.productClass.createMany({ data }), (row, data) => prisma.productClass.update({ where: { id: row.id }, data }));
  const classes: IdMap = new Map((await prisma.productClass.findMany()).map((c) => [c.slug, c.id]));

  const attributeRows = attributes.map((a, i) => ({
    code: a.code,
    name: a.name,
    type: a.type,
    isFilterable: a.isFilterable,
    displayOrder: i,
    productClassId: a.productClass ? idOf(classes, a.productClass, "product class") : null,
  }));
  const attributePlan = planSync(await prisma.attribute.findMany(), (a) => a.code, attributeRows, (w) => w.code);
  await applyPlan(stats, "Attribute", attributePlan, (data) => prisma.attribute.createMany({ data }), (row, data) => prisma.attribute.update({ where: { id: row.id }, data }));

  const optionPlan = planSync(await prisma.option.findMany(), (o) => o.code, options, (w) => w.code);
  await applyPlan(stats, "Option", optionPlan, (data) => prisma.option.createMany({ data }), (row, data) => prisma.option.update({ where: { id: row.id }, data }));

  const partnerPlan = planSync(await prisma.partner.findMany(), (p) => p.code, [partner], (w) => w.code);
  await applyPlan(stats, "Partner", partnerPlan, (data) => prisma.partner.createMany({ data }), (row, data) => prisma.partner.update({ where: { id: row.id }, data }));

  return {
    classes,
    attributes: new Map((await prisma.attribute.findMany()).map((a) => [a.code, a.id])),
    options: new Map((await prisma.option.findMany()).map((o) => [o.code, o.id])),
    partnerId: (await prisma.partner.findUniqueOrThrow({ where: { code: partner.code } })).id,
  };
}
