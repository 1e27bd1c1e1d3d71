// Wish lists and favourites: the default list appears on first use, adding twice is no error, lists
// belong to their owner, Shared lists open by key, hearts set or toggle.
import { beforeAll, describe, expect, it } from "vitest";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { transaction } from "@/lib/db.ts";
import { UrlBuilder } from "@/lib/http/urls.ts";
import { CatalogueFixtures } from "@/lib/testing/catalogue-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { favouriteIds, setFavourite } from "./favourites.ts";
import { defaultWishListPage, sharedWishList } from "./wish-list-cards.ts";
import { wishListJson } from "./wish-list-json.ts";
import { addToWishList, createWishList, deleteWishList, findWishList, listWishLists, removeFromWishList, updateWishList } from "./wish-lists.ts";

useTestDatabase();
const ids: Record<string, number> = {};
let asha: { id: number; isStaff: boolean };
let ravi: { id: number; isStaff: boolean };

beforeAll(async () => {
  const f = await CatalogueFixtures.create();
  ids.bench = (await f.product("Teak Bench", { price: "12000.00" })).id;
  ids.sofa = (await f.product("Kamal Sofa", { price: "51999.00" })).id;
  ids.hidden = (await f.product("Hidden Chair", { price: "999.00", isPublic: false })).id;
  await f.ready();
  asha = await createUser();
  ravi = await createUser();
});

describe("the default list", () => {
  it("is created as 'Wish list' on the first add; adding again is not an error", async () => {
    expect(await listWishLists(asha.id)).toEqual([]);
    const first = await transaction((tx) => addToWishList(tx, asha, ids.bench));
    expect(first.created).toBe(true);
    expect(first.list).toMatchObject({ name: "Wish list", visibility: "Private", isDefault: true, lines: [{ productId: ids.bench, title: "Teak Bench" }] });
    const again = await transaction((tx) => addToWishList(tx, asha, ids.bench));
    expect(again.created).toBe(false);
    expect(again.list.lines.length).toBe(1);
    const json = wishListJson(again.list, new UrlBuilder("http://shop.test"));
    expect(json).toEqual({
      id: again.list.id,
      name: "Wish list",
      key: again.list.key,
      visibility: "Private",
      is_default: true,
      lines: [{ product: `http://shop.test/api/v2/products/${ids.bench}/`, title: "Teak Bench", date_created: again.list.lines[0].dateCreated.toISOString() }],
    });
    expect(json.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it("refuses a hidden product and someone else's list", async () => {
    await expect(transaction((tx) => addToWishList(tx, asha, ids.hidden))).rejects.toMatchObject({ status: 400, body: { product: ["Invalid hyperlink - Object does not exist."] } });
    const ravis = await transaction((tx) => createWishList(tx, ravi.id, "Ravi's", "Private"));
    await expect(transaction((tx) => addToWishList(tx, asha, ids.sofa, ravis.id))).rejects.toMatchObject({
      status: 400,
      body: { list: [`Invalid pk "${ravis.id}" - object does not exist.`] },
    });
    await expect(findWishList(asha.id, ravis.id)).rejects.toMatchObject({ status: 404 });
    await expect(transaction((tx) => updateWishList(tx, asha.id, ravis.id, { name: "Mine now" }))).rejects.toMatchObject({ status: 404 });
    await expect(transaction((tx) => deleteWishList(tx, asha.id, ravis.id))).rejects.toMatchObject({ status: 404 });
    expect((await findWishList(ravi.id, ravis.id)).name).toBe("Ravi's");
  });
});

describe("other lists", () => {
  it("are created, renamed, shared by key, and deleted by their owner", async () => {
    const list = await transaction((tx) => createWishList(tx, asha.id, "Living room ideas", "Private"));
    await transaction((tx) => addToWishList(tx, asha, ids.sofa, list.id));
    expect(await sharedWishList(list.key)).toBeNull(); // Private: not by key
    const shared = await transaction((tx) => updateWishList(tx, asha.id, list.id, { visibility: "Shared", name: "For Meera" }));
    expect(shared).toMatchObject({ name: "For Meera", visibility: "Shared", isDefault: false });
    const byKey = await sharedWishList(list.key);
    expect(byKey?.list.name).toBe("For Meera");
    expect(byKey?.cards.map((c) => c.title)).toEqual(["Kamal Sofa"]);
    expect(await sharedWishList("not-a-real-key-at-all")).toBeNull();
    expect((await listWishLists(asha.id)).map((l) => [l.name, l.isDefault])).toEqual([["Wish list", true], ["For Meera", false]]);
    expect(await transaction((tx) => removeFromWishList(tx, asha.id, ids.sofa, list.id))).toBe(true);
    expect(await transaction((tx) => removeFromWishList(tx, asha.id, ids.sofa, list.id))).toBe(false);
    await transaction((tx) => deleteWishList(tx, asha.id, list.id));
    expect(await sharedWishList(list.key)).toBeNull();
  });
});

describe("favourites", () => {
  it("are the default list's products; hearts set, unset or toggle them", async () => {
    expect(await favouriteIds(asha.id, [ids.bench, ids.sofa])).toEqual(new Set([ids.bench]));
    expect(await favouriteIds(null, [ids.bench])).toEqual(new Set());
    expect(await favouriteIds(ravi.id, [ids.bench])).toEqual(new Set());
    expect(await transaction((tx) => setFavourite(tx, asha, ids.sofa, true))).toBe(true);
    expect(await transaction((tx) => setFavourite(tx, asha, ids.sofa, true))).toBe(true);
    expect(await transaction((tx) => setFavourite(tx, asha, ids.bench))).toBe(false); // toggled off
    expect(await transaction((tx) => setFavourite(tx, asha, ids.bench))).toBe(true); // and on
    expect(await transaction((tx) => setFavourite(tx, asha, ids.sofa, false))).toBe(false);
    expect(await favouriteIds(asha.id, [ids.bench, ids.sofa])).toEqual(new Set([ids.bench]));
    await expect(transaction((tx) => setFavourite(tx, asha, ids.hidden, true))).rejects.toMatchObject({ status: 404 });
    // Ravi's first heart creates his default list.
    expect(await transaction((tx) => setFavourite(tx, ravi, ids.sofa))).toBe(true);
    expect((await listWishLists(ravi.id)).find((l) => l.isDefault)?.lines.map((l) => l.productId)).toEqual([ids.sofa]);
  });

  it("page the default list as cards", async () => {
    const page = await defaultWishListPage(asha.id, SHOPPER, { page: 1, pageSize: 20 });
    expect(page).toMatchObject({ count: 1, page: 1 });
    expect(page.cards.map((c) => c.title)).toEqual(["Teak Bench"]);
    const nobody = await createUser();
    expect(await defaultWishListPage(nobody.id, SHOPPER, { page: 1, pageSize: 20 })).toMatchObject({ count: 0, cards: [] });
    await expect(defaultWishListPage(asha.id, SHOPPER, { page: 2, pageSize: 20 })).rejects.toMatchObject({ status: 404 });
  });
});
