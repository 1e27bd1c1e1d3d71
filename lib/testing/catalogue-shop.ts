// A small shop for the catalogue endpoints' tests: a category tree with a hidden branch, attributes
// (one of them multi-valued), standalone products in and out of stock, a hidden product, a parent
// with variants and one whose variants cannot be bought, an option, recommendations and a 360° view.
import { db, transaction } from "@/lib/db.ts";
import { issueToken } from "@/lib/auth/tokens.ts";
import { CatalogueFixtures } from "./catalogue-fixtures.ts";
import { createUser } from "./fixtures.ts";

export type ShopIds = Record<string, number>;

export async function buildCatalogueShop(): Promise<ShopIds> {
  const f = await CatalogueFixtures.create();
  const ids: ShopIds = {};
  await f.attribute("colour", "Colour", { type: "multi_option" });
  await f.attribute("material", "Material");
  await f.attribute("care", "Care", { type: "text", isFilterable: false });
  const living = await f.category("Living Room", "living-room", "0001", null, { image: "categories/living.jpg", isFeatured: true, description: "Where everyone gathers." });
  const sofas = await f.category("Sofas", "sofas", "0001.0001", living.id, { isFeatured: true });
  const recliners = await f.category("Recliners", "recliners", "0001.0001.0001", sofas.id);
  const hidden = await f.category("Hidden", "hidden-tables", "0001.0002", living.id, { isPublic: false, isFeatured: true });
  const sideTables = await f.category("Side Tables", "side-tables", "0001.0002.0001", hidden.id);
  const bedroom = await f.category("Bedroom", "bedroom", "0002", null);
  Object.assign(ids, { living: living.id, sofas: sofas.id, recliners: recliners.id, hidden: hidden.id, sideTables: sideTables.id, bedroom: bedroom.id });

  const p = async (name: string, title: string, opts: Parameters<typeof f.product>[1]) => (ids[name] = (await f.product(title, opts)).id);
  await p("bench", "Teak Bench", { category: living.id, price: "12000.00", attributes: { material: "Teak", care: "Oil yearly." }, image: "products/bench", rating: "4.5", upc: "8906183000016" });
  await p("cafe", "Café Sofa", { category: sofas.id, price: "45999.50", stock: 3, attributes: { colour: ["Indigo", "Rust", "Sage"], material: "Velvet" } });
  await p("soldOut", "Sold Out Sofa", { category: sofas.id, price: "30000.00", stock: 4, allocated: 4, attributes: { colour: "Indigo", material: "Cotton" } });
  await p("untracked", "Untracked Sofa", { category: sofas.id, price: "25000.00", stock: null, attributes: { colour: "Sage", material: "Velvet" } });
  await p("secret", "Secret Sofa", { category: sofas.id, price: "10.00", isPublic: false, attributes: { colour: "Indigo" } });
  await p("nesting", "Mango Nesting Tables", { category: sideTables.id, price: "8000.00" });
  await p("chair", "Jaipur Chair", { category: recliners.id, structure: "parent", attributes: { material: "Cane" }, rating: "4.8" });
  for (const [colour, price, stock] of [["Indigo", "8499.00", 5], ["Ochre", "7999.00", 0], ["Rust", "9999.00", 2]] as const) {
    await p(`chair${colour}`, `Jaipur Chair – ${colour}`, { parent: ids.chair, price, stock, attributes: { colour } });
  }
  await p("empty", "Empty Chair", { category: sofas.id, structure: "parent" });
  await p("emptyChild", "Empty Chair – Grey", { parent: ids.empty, price: "5000.00", stock: 0, attributes: { colour: "Grey" } });

  ids.option = (await db().option.create({ data: { code: "engraving", name: "Engraving", helpText: "Up to 12 letters." } })).id;
  ids.option2 = (await db().option.create({ data: { code: "delivery_slot", name: "Delivery slot", required: true } })).id;
  await db().productOption.create({ data: { productId: ids.bench, optionId: ids.option } });
  await db().productRecommendation.createMany({
    data: [
      { primaryId: ids.chair, recommendedId: ids.secret, ranking: 0 },
      { primaryId: ids.chair, recommendedId: ids.bench, ranking: 1 },
    ],
  });
  const spin = await db().image360.create({ data: { productId: ids.chair, title: "Jaipur Chair — 360° view", thumbnail: "360/jaipur/thumb.jpg" } });
  await db().image360Frame.createMany({ data: [0, 1].map((position) => ({ image360Id: spin.id, position, path: `360/jaipur/frame-${position}.jpg` })) });
  ids.spin = spin.id;
  ids.stockBench = (await db().stockRecord.findUniqueOrThrow({ where: { productId: ids.bench } })).id;
  await f.ready();
  return ids;
}

/** A signed-in caller's headers (an API token), for a new user. */
export async function signedIn(opts: Parameters<typeof createUser>[0] = {}): Promise<{ user: { id: number; isStaff: boolean }; headers: Record<string, string> }> {
  const user = await createUser(opts);
  const token = await transaction((tx) => issueToken(tx, user.id));
  return { user, headers: { Authorization: `Token ${token.key}` } };
}
