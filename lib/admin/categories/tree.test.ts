// The tree's places: siblings numbered in order give the paths; a subtree is a category and all below it.
import { describe, expect, it } from "vitest";
import { slugOf } from "./service.ts";
import { placeAmong, placesOf, subtree, type PlaceRow } from "./tree.ts";

const row = (id: number, parentId: number | null, displayOrder: number): PlaceRow => ({ id, parentId, displayOrder, path: "", depth: 0 });

describe("category places", () => {
  const rows = () => [row(1, null, 0), row(2, 1, 0), row(3, 1, 1), row(4, 3, 0), row(5, null, 1)];

  it("numbers siblings from 0001 in their order, depth by depth", () => {
    expect(Object.fromEntries([...placesOf(rows())].map(([id, p]) => [id, `${p.path}/${p.depth}/${p.displayOrder}`]))).toEqual({
      1: "0001/0/0", 2: "0001.0001/1/0", 3: "0001.0002/1/1", 4: "0001.0002.0001/2/0", 5: "0002/0/1",
    });
  });

  it("knows what lies below a category", () => {
    expect([...subtree(rows(), 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtree(rows(), 3)].sort()).toEqual([3, 4]);
  });

  it("places a category among new siblings at a position, clamped, or last", () => {
    const all = rows();
    placeAmong(all, all[3], null, 1);
    expect(placesOf(all).get(4)!.path).toBe("0001");
    expect(placesOf(all).get(1)!.path).toBe("0002");
    placeAmong(all, all[3], 1);
    expect(placesOf(all).get(4)!.path).toBe("0001.0003");
    placeAmong(all, all[0], null, 99);
    expect(placesOf(all).get(1)!.path).toBe("0002");
    expect(placesOf(all).get(5)!.path).toBe("0001");
  });
});

describe("a slug made from a name", () => {
  it("keeps Latin letters and digits, joined by single hyphens", () => {
    expect(slugOf("Corner Sofas & Sets")).toBe("corner-sofas-sets");
    expect(slugOf("Café 3-Seaters")).toBe("cafe-3-seaters");
    expect(slugOf("सोफ़ा sets")).toBe("sets");
    expect(slugOf("सोफ़ा")).toBe("category");
  });
});
