import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CollectionTiles } from "./collection-tiles.tsx";

describe("collection tiles", () => {
  it("offer the picture's pre-made widths, so a phone's tile loads the 400 or 800 px copy and not the 1200 px original", () => {
    const html = renderToStaticMarkup(<CollectionTiles collections={[{ id: 1, title: "The Monsoon Edit", description: "", href: "/collections/monsoon-verandah/", image: "/media/collections/monsoon-verandah.jpg" }]} />);
    const img = /<img [^>]*>/.exec(html)?.[0];
    expect(img).toBe(
      '<img src="/media/collections/monsoon-verandah.w400.webp" srcSet="/media/collections/monsoon-verandah.w400.webp 400w, /media/collections/monsoon-verandah.w800.webp 800w, /media/collections/monsoon-verandah.jpg 1200w" sizes="(max-width: 40rem) 100vw, (max-width: 64rem) 50vw, 24rem" alt="" width="1200" height="800" loading="lazy" decoding="async" class="collection-tiles-module__image"/>'.replace(/ class="[^"]*"/, img?.match(/ class="[^"]*"/)?.[0] ?? ""),
    );
  });
});
