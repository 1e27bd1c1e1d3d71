// The schema.org JSON-LD of product and category pages, exactly as the page writes it (JSON.stringify
// drops what is undefined): prices as text in INR, availability, absolute URLs and pictures on PUBLIC_URL.
import { beforeAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { JsonLd } from "@/components/shop/json-ld.tsx";
import { productBySlug, type ProductPage } from "@/lib/catalogue/product-detail.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { usePublicUrl } from "@/lib/testing/public-url.ts";
import { clearCatalogueCache } from "@/lib/catalogue/cache.ts";
import { latestReviews } from "@/lib/reviews/read.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { reviewView } from "./product-reviews.ts";
import { siteUrl } from "./site-url.ts";
import { breadcrumbListLd, productLd } from "./structured-data.ts";

useTestDatabase();
const ORIGIN = "https://shop.example.in";
usePublicUrl(ORIGIN);

let ids: ShopIds;
const slugs: Record<string, string> = {};
beforeAll(async () => {
  ids = await buildCatalogueShop();
  for (const p of await db().product.findMany({ select: { id: true, slug: true } })) slugs[p.id] = p.slug;
});

const page = async (name: string): Promise<ProductPage> => (await productBySlug(slugs[ids[name]], SHOPPER))!;
/** What a search engine reads: the JSON the page writes. */
const written = (data: object) => JSON.parse(JSON.stringify(data));
const url = (name: string) => `${ORIGIN}/p/${slugs[ids[name]]}/`;

describe("productLd", () => {
  it("describes a standalone product with an Offer: its shelf price as text in INR, availability, absolute URL and pictures", async () => {
    expect(written(productLd(await page("bench"), siteUrl))).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Teak Bench",
      sku: "8906183000016",
      gtin13: "8906183000016",
      image: [`${ORIGIN}/media/products/bench-1.jpg`, `${ORIGIN}/media/products/bench-2.jpg`],
      category: "Living Room",
      url: url("bench"),
      offers: { "@type": "Offer", price: "12000.00", priceCurrency: "INR", availability: "https://schema.org/InStock", url: url("bench") },
    });
  });

  it("rates a product only from its visible reviews: AggregateRating and a Review each (its staff-era rating alone gives none)", async () => {
    // The bench's fixture carries a rating without reviews: no AggregateRating.
    expect(written(productLd(await page("bench"), siteUrl))).not.toHaveProperty("aggregateRating");
    const [asha, ravi, hidden] = await Promise.all([createUser(), createUser(), createUser()]);
    await db().user.update({ where: { id: ravi.id }, data: { firstName: "Ravi", lastName: "kumar" } });
    await db().review.create({ data: { productId: ids.bench, userId: asha.id, rating: 5, title: "Solid teak", body: "Sits four.", createdAt: new Date("2026-11-02T10:00:00Z") } });
    await db().review.create({ data: { productId: ids.bench, userId: ravi.id, rating: 4, title: "Good", body: "A little low.", createdAt: new Date("2026-11-03T10:00:00Z") } });
    await db().review.create({ data: { productId: ids.bench, userId: hidden.id, rating: 1, title: "Spam", body: "Spam.", hiddenAt: new Date(), hiddenReason: "Spam" } });
    clearCatalogueCache();
    const bench = await page("bench");
    const ld = written(productLd(bench, siteUrl, (await latestReviews(ids.bench, 10)).map(reviewView)));
    expect([ld.aggregateRating, ld.review]).toEqual([
      { "@type": "AggregateRating", ratingValue: "4.5", reviewCount: 2, bestRating: "5", worstRating: "1" },
      [
        { "@type": "Review", name: "Good", reviewBody: "A little low.", datePublished: "2026-11-03", author: { "@type": "Person", name: "Ravi K." }, reviewRating: { "@type": "Rating", ratingValue: "4", bestRating: "5", worstRating: "1" } },
        { "@type": "Review", name: "Solid teak", reviewBody: "Sits four.", datePublished: "2026-11-02", author: { "@type": "Person", name: "Asha R." }, reviewRating: { "@type": "Rating", ratingValue: "5", bestRating: "5", worstRating: "1" } },
      ],
    ]);
    await db().review.deleteMany({ where: { productId: ids.bench } });
    clearCatalogueCache();
  });

  it("keeps paise in the price and uses the product's id as sku without a barcode", async () => {
    const ld = written(productLd(await page("cafe"), siteUrl));
    expect(ld).toMatchObject({ name: "Café Sofa", sku: String(ids.cafe), category: "Living Room > Sofas", image: [] });
    expect(ld).not.toHaveProperty("gtin13");
    expect(ld.offers).toEqual({ "@type": "Offer", price: "45999.50", priceCurrency: "INR", availability: "https://schema.org/InStock", url: url("cafe") });
  });

  it("offers nothing for a product that cannot be bought (it has no price to show)", async () => {
    const ld = written(productLd(await page("soldOut"), siteUrl));
    expect(ld.offers).toBeUndefined();
    expect(ld.url).toBe(url("soldOut"));
  });

  it("describes a parent with an AggregateOffer over the variants that can be bought", async () => {
    // Indigo 8499 and Rust 9999 can be bought; Ochre (7999) has none in stock.
    expect(written(productLd(await page("chair"), siteUrl))).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Jaipur Chair",
      sku: String(ids.chair),
      image: [],
      category: "Living Room > Sofas > Recliners",
      url: url("chair"),
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "INR",
        lowPrice: "8499.00",
        highPrice: "9999.00",
        offerCount: 2,
        availability: "https://schema.org/InStock",
        url: url("chair"),
      },
    });
    // A parent none of whose variants can be bought offers nothing.
    expect(written(productLd(await page("empty"), siteUrl)).offers).toBeUndefined();
  });

  it("describes a variant with its own Offer at its own address", async () => {
    expect(written(productLd(await page("chairIndigo"), siteUrl))).toMatchObject({
      name: "Jaipur Chair – Indigo",
      url: url("chairIndigo"),
      offers: { "@type": "Offer", price: "8499.00", priceCurrency: "INR", availability: "https://schema.org/InStock", url: url("chairIndigo") },
    });
  });
});

describe("breadcrumbListLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    const crumbs = [
      { name: "Home", href: "/" },
      { name: "Living Room", href: "/c/living-room/" },
      { name: "Teak Bench", href: "/p/teak-bench/" },
    ];
    expect(written(breadcrumbListLd(crumbs, siteUrl))).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Living Room", item: `${ORIGIN}/c/living-room/` },
        { "@type": "ListItem", position: 3, name: "Teak Bench", item: `${ORIGIN}/p/teak-bench/` },
      ],
    });
  });
});

describe("JsonLd", () => {
  it("writes the data as a JSON-LD script no text can end early", () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { name: "</script><script>alert(1)</script>" } }));
    expect(html).toBe('<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    expect(JSON.parse(html.slice(html.indexOf(">") + 1, html.lastIndexOf("</script>")))).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
