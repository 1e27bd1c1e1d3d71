// An address word made from a title: "Café Sofa – Indigo" → "cafe-sofa-indigo"; "" when the title has
// no letter or digit that fits an address (products, collections).
import { normaliseSearchText } from "./search-text.ts";

export function slugOfTitle(title: string, max = 200): string {
  return normaliseSearchText(title).replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, max).replace(/-+$/, "");
}
