// The product page's model: choosing a variant shows its own details and description; a family's own
// page lists the dimensions (each variant's when they differ) and what every variant shares.
import { beforeAll, describe, expect, it } from "vitest";
import { productBySlug } from "@/lib/catalogue/product-detail.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { CatalogueFixtures } from "@/lib/testing/catalogue-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { productModel } from "./product-model.ts";

useTestDatabase();

const slugs: Record<string, string> = {};

beforeAll(async () => {
  const f = await CatalogueFixtures.create();
  await f.attribute("material", "Material");
  await f.attribute("colour", "Colour");
  await f.attribute("dimensions", "Dimensions");
  await f.attribute("weight_kg", "Weight (kg)");
  const sofas = await f.category("Sofas", "sofas", "0001", null);
  const sofa = await f.product("Juniper Sofa", { category: sofas.id, structure: "parent", description: "In sage velvet.", attributes: { material: "Velvet" } });
  await f.product("Juniper Sofa – Sage", { parent: sofa.id, price: "40000.00", stock: 3, description: "In sage velvet.", attributes: { colour: "Sage", dimensions: "W 160 × D 85 × H 80 cm", weight_kg: "42" } });
  const plum = await f.product("Juniper Sofa – Plum", { parent: sofa.id, price: "41000.00", stock: 3, description: "In plum velvet.", attributes: { colour: "Plum", dimensions: "W 180 × D 85 × H 80 cm", weight_kg: "42" } });
  const consultation = await f.product("Design Consultation", { category: sofas.id, price: "2999.00", stock: null });
  Object.assign(slugs, { sofa: sofa.slug, plum: plum.slug, consultation: consultation.slug });
  await f.ready();
});

async function modelOf(slug: string) {
  const product = (await productBySlug(slug, SHOPPER))!;
  const family = product.parent ? (await productBySlug(product.parent.slug, SHOPPER))! : product;
  return productModel({ product, family });
}

describe("the product page's model", () => {
  it("gives each variant its own details, description and title", async () => {
    const model = await modelOf(slugs.sofa);
    const plum = model.variants.find((v) => v.label === "Plum")!;
    expect(plum.title).toBe("Juniper Sofa – Plum");
    expect(plum.description).toBe("In plum velvet.");
    expect(plum.attributes.map((a) => [a.name, a.value])).toEqual([
      ["Material", "Velvet"],
      ["Colour", "Plum"],
      ["Dimensions", "W 180 × D 85 × H 80 cm"],
      ["Weight (kg)", "42"],
    ]);
  });

  it("shows the family's dimensions on its own page, each variant's when they differ, and what all share", async () => {
    const model = await modelOf(slugs.sofa);
    expect(model.selectedId).toBeNull();
    expect(model.base.attributes.map((a) => [a.name, a.value])).toEqual([
      ["Material", "Velvet"],
      ["Dimensions", ["Sage: W 160 × D 85 × H 80 cm", "Plum: W 180 × D 85 × H 80 cm"]],
      ["Weight (kg)", "42"],
    ]);
  });

  it("starts on the variant the URL names", async () => {
    const model = await modelOf(slugs.plum);
    const chosen = model.variants.find((v) => v.id === model.selectedId)!;
    expect(chosen.label).toBe("Plum");
  });

  it("knows a service is not delivered (its page offers no delivery estimate), and furniture is", async () => {
    expect((await productBySlug(slugs.consultation, SHOPPER))!.requiresShipping).toBe(false);
    expect((await productBySlug(slugs.plum, SHOPPER))!.requiresShipping).toBe(true);
  });
});
