// A small, explicit catalogue for tests: categories, attributes and products with stock records,
// written with Prisma; `ready()` then derives the listing and search facts the way every catalogue
// change does (catalogueChanged), which also empties the catalogue cache.
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import { normaliseSearchText } from "@/lib/catalogue/search-text.ts";
import { db } from "@/lib/db.ts";

export interface ProductFixture {
  category?: number;
  /** Shelf price incl. GST; no stock record without one. */
  price?: string;
  /** null: stock not tracked (a service class). */
  stock?: number | null;
  allocated?: number;
  isPublic?: boolean;
  structure?: "standalone" | "parent" | "child";
  parent?: number;
  attributes?: Record<string, string | string[]>;
  /** The rating its reviews left (the denormalised average; one review counted), for listings' sorting. */
  rating?: string;
  upc?: string;
  /** Storage key of its first picture. */
  image?: string;
  description?: string;
  isFeatured?: boolean;
}

export class CatalogueFixtures {
  private clock = Date.UTC(2026, 0, 1);
  private sku = 0;
  readonly attributes = new Map<string, number>();

  private constructor(
    readonly partnerId: number,
    readonly furnitureClassId: number,
    readonly serviceClassId: number,
  ) {}

  static async create(): Promise<CatalogueFixtures> {
    const partner = await db().partner.create({ data: { name: "Workshop", code: `workshop-${Date.now()}` } });
    const furniture = await db().productClass.create({
      data: { name: "Furniture", slug: `furniture-${Date.now()}`, gstRate: "0.1800", taxCode: "GST18", hsnCode: "9403" },
    });
    const service = await db().productClass.create({
      data: { name: "Consultation", slug: `consultation-${Date.now()}`, gstRate: "0.1800", taxCode: "GST18", hsnCode: "998391", tracksStock: false, requiresShipping: false },
    });
    return new CatalogueFixtures(partner.id, furniture.id, service.id);
  }

  async category(name: string, slug: string, path: string, parentId: number | null, extra: { isPublic?: boolean; isFeatured?: boolean; image?: string; description?: string } = {}) {
    return db().category.create({
      data: { name, slug, path, parentId, depth: path.split(".").length - 1, searchText: normaliseSearchText(name), ...extra },
    });
  }

  async attribute(code: string, name: string, opts: { type?: "text" | "integer" | "option" | "multi_option" | "boolean"; isFilterable?: boolean } = {}) {
    const a = await db().attribute.create({ data: { code, name, type: opts.type ?? "option", isFilterable: opts.isFilterable ?? true, displayOrder: this.attributes.size } });
    this.attributes.set(code, a.id);
    return a;
  }

  async product(title: string, opts: ProductFixture = {}) {
    this.clock += 60_000; // each product is newer than the one before
    const tracked = opts.stock !== null;
    const p = await db().product.create({
      data: {
        title,
        slug: `${normaliseSearchText(title).replace(/ /g, "-")}-${this.clock.toString(36)}`,
        structure: opts.structure ?? (opts.parent ? "child" : "standalone"),
        parentId: opts.parent ?? null,
        productClassId: tracked ? this.furnitureClassId : this.serviceClassId,
        isPublic: opts.isPublic ?? true,
        isFeatured: opts.isFeatured ?? false,
        rating: opts.rating ?? null,
        ratingCount: opts.rating ? 1 : 0,
        upc: opts.upc ?? null,
        description: opts.description ?? "",
        dateCreated: new Date(this.clock),
        ...(opts.category ? { categories: { create: { categoryId: opts.category } } } : {}),
      },
    });
    if (opts.price) {
      await db().stockRecord.create({
        data: {
          productId: p.id,
          partnerId: this.partnerId,
          partnerSku: `SKU-${++this.sku}`,
          price: opts.price,
          numInStock: opts.stock === undefined ? 50 : opts.stock,
          numAllocated: opts.allocated ?? 0,
        },
      });
    }
    for (const [code, value] of Object.entries(opts.attributes ?? {})) {
      const values = Array.isArray(value) ? value : [value];
      await db().productAttributeValue.createMany({
        data: values.map((v) => ({ productId: p.id, attributeId: this.attributes.get(code)!, value: v, valueNumber: /^\d+$/.test(v) ? v : null })),
      });
    }
    if (opts.image) {
      await db().productImage.createMany({
        data: [
          { productId: p.id, original: `${opts.image}-2.jpg`, thumbnail: "t2.jpg", displayOrder: 2 },
          { productId: p.id, original: `${opts.image}-1.jpg`, thumbnail: "t1.jpg", displayOrder: 1, caption: "Front view", width: 1200, height: 900 },
        ],
      });
    }
    return p;
  }

  /** Derives every product's listing and search facts and tells every cache to start over. */
  async ready(): Promise<void> {
    await catalogueChanged(db(), { all: true });
  }
}
