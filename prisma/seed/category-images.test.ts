// "Shop by room" showed one sofa for Living Room and Sofas, one bed for Bedroom and Beds, one lamp for
// Decor & Lighting and Lighting: every category's picture is now drawn from a product of its own.
import { describe, expect, it } from "vitest";
import { categoryImages } from "./index.ts";
import { buildProducts } from "./products.ts";

describe("the seed's category pictures", () => {
  it("gives each category a picture of a different product, drawn differently", () => {
    const products = buildProducts();
    const { productOf, jobs } = categoryImages(products);
    const chosen = [...productOf.values()];
    expect(new Set(chosen).size).toBe(chosen.length);
    const drawn = jobs.map((j) => JSON.stringify(j.source));
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const [room, sub] of [["living-room", "sofas"], ["bedroom", "beds"], ["decor-and-lighting", "lighting"]]) {
      expect(productOf.get(room)).not.toBe(productOf.get(sub));
    }
  });
});
