// Turns the families into the catalogue's products: standalone designs and parents with 2–4
// variants (children), with titles, slugs, barcodes, descriptions, attributes, prices and what the
// pictures show. Pure and deterministic: the same data always gives the same products.
import type { AttributeCode, ClassSlug, OptionCode } from "./catalogue.data.ts";
import { closings, materialLines, openings } from "./descriptions.data.ts";
import { archived, consultations, designNames, families, textiles, type Family, type Group, type Model } from "./families.data.ts";
import { pick, randInt, rngFor, sample, type Rng } from "./random.ts";

export type AttributeValues = Partial<Record<AttributeCode, string | number | boolean>>;

export interface Picture {
  model: Model;
  colour: string;
  finish: string;
  accent: string;
  w: number;
  d: number;
  h: number;
  style: number;
}

export interface ProductSpec {
  slug: string;
  title: string;
  structure: "standalone" | "parent" | "child";
  parentSlug?: string;
  family: string;
  group: Group | "consultation";
  cls: ClassSlug;
  upc: string | null;
  description: string;
  isPublic: boolean;
  dateCreated: Date;
  /** Category slugs (children have none: they belong where their parent does). */
  categories: string[];
  attributes: AttributeValues;
  options: OptionCode[];
  /** Shelf price incl. GST; absent for parents. */
  price?: string;
  sku?: string;
  picture: Picture;
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const shortMaterial: Record<string, string> = {
  "Sheesham wood": "Sheesham", "Teak wood": "Teak", "Mango wood": "Mango Wood", "Acacia wood": "Acacia", "Cane and teak": "Cane",
  Rattan: "Rattan", "Powder-coated steel": "Metal", "Brass and wood": "Brass", Velvet: "Velvet", "Bouclé": "Bouclé", Cotton: "Cotton",
  Jute: "Jute", Wool: "Wool", "Linen blend": "Linen", "Kala cotton": "Kala Cotton", "Percale cotton": "Percale", "Sateen cotton": "Sateen",
  Ceramic: "Ceramic", Terracotta: "Terracotta", Brass: "Brass", Cane: "Cane", "Mesh and nylon": "Mesh",
};

/** A believable INR shelf price near `raw`: 1,499.00 · 8,999.00 · 24,990.00 · 1,89,000.00. */
export function shelfPrice(raw: number, rng: Rng): string {
  let value: number;
  if (raw < 5000) value = Math.max(499, Math.round(raw / 500) * 500 - 1);
  else if (raw < 100000) {
    const style = rng();
    value = style < 0.6 ? Math.round(raw / 1000) * 1000 - 1 : style < 0.85 ? Math.round(raw / 500) * 500 - 1 : Math.round(raw / 1000) * 1000 - 10;
  } else value = rng() < 0.5 ? Math.round(raw / 1000) * 1000 : Math.round(raw / 1000) * 1000 - 1;
  return value.toFixed(2);
}

/** EAN-13 with the GS1 India prefix 890 and a valid check digit. */
export function ean13(sequence: number): string {
  const body = `8906183${String(sequence).padStart(5, "0")}`;
  const sum = [...body].reduce((s, ch, i) => s + Number(ch) * (i % 2 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
}

function describe(group: Group, rng: Rng, values: Record<string, string | number>, material: string): string {
  const parts = [pick(rng, openings[group]), pick(rng, materialLines[material] ?? [""]), pick(rng, closings[group])];
  return parts.filter(Boolean).map((p) => fill(p, values)).join(" ");
}

const day = 86_400_000;
const firstDay = Date.UTC(2026, 2, 1, 4, 30);

class Counter {
  private upc = 0;
  private sku = new Map<string, number>();
  nextUpc(): string {
    return ean13(++this.upc);
  }
  nextSku(code: string): string {
    const n = (this.sku.get(code) ?? 0) + 1;
    this.sku.set(code, n);
    return `VL-${code}-${String(n).padStart(4, "0")}`;
  }
}

/**
 * The draws the demo once took for made-up ratings (a rating now comes only from buyers' reviews,
 * docs/decisions/0168): still taken, and thrown away, so every later draw — and so every demo product's
 * words, colours and prices — stays as it was. Spread into the spec where the rating was.
 */
function formerRatingDraws(rng: Rng, chance: number): Record<never, never> {
  if (rng() < chance) rng();
  return {};
}

function familyProducts(family: Family, counter: Counter): ProductSpec[] {
  const out: ProductSpec[] = [];
  const names = sample(rngFor(`family:${family.code}`), designNames, family.count);
  names.forEach((name, k) => {
    const rng = rngFor(`product:${family.code}:${name}`);
    const material = pick(rng, family.materials);
    const model = Array.isArray(family.model) ? family.model[k % family.model.length] : family.model;
    const colour = family.colours ? pick(rng, family.colours) : "";
    const finish = family.finishes ? pick(rng, family.finishes) : "";
    const accent = pick(rng, textiles);
    const size = family.sizes ? pick(rng, family.sizes) : undefined;
    const w = size?.w ?? randInt(rng, ...family.dims.w);
    const d = size?.d ?? randInt(rng, ...family.dims.d);
    const h = randInt(rng, ...family.dims.h);
    const basePrice = family.price[0] + rng() * (family.price[1] - family.price[0]);
    const prices = new Map<number, string>();
    const priceAt = (factor: number) => {
      if (!prices.has(factor)) prices.set(factor, shelfPrice(basePrice * factor, rng));
      return prices.get(factor)!;
    };
    const isParent = k < family.parents;
    const short = shortMaterial[material];
    const base = [name, short, family.noun].filter(Boolean).join(" ");
    const title = !isParent && size ? `${base} (${size.label})` : base;
    const slug = slugify(title);
    const dateCreated = new Date(firstDay + Math.floor(rng() * 262) * day + Math.floor(rng() * 600) * 60_000);
    const weight = family.weight[0] + rng() * (family.weight[1] - family.weight[0]);
    const common: AttributeValues = {
      material,
      ...(family.seats ? { seating_capacity: family.seats } : {}),
      assembly_required: family.assembly,
      warranty_years: family.warranty,
      care: family.care,
      ...family.extra,
    };
    const variantValues = (c: string, f: string, s: typeof size): AttributeValues => ({
      ...(c ? { colour: c } : {}),
      ...(f ? { finish: f } : {}),
      ...(s && family.group === "rug" ? { rug_size: s.label } : {}),
      ...(s && (family.group === "bed" || family.group === "linen") ? { bed_size: s.label } : {}),
      ...(family.group === "bed" ? { storage: model.kind === "bed" && model.storage } : {}),
      ...(family.group === "linen" ? { thread_count: material.startsWith("Sateen") ? 400 : 300 } : {}),
      dimensions: `W ${s?.w ?? w} × D ${s?.d ?? d} × H ${h} cm`,
      width_cm: s?.w ?? w,
      weight_kg: Math.round(weight * (s?.factor ?? 1) * 10) / 10,
    });
    const words = (c: string, f: string, s: typeof size) => ({ name, noun: family.noun.toLowerCase(), colour: c.toLowerCase(), finish: f.toLowerCase(), w: s?.w ?? w, d: s?.d ?? d, h, seats: family.seats ?? 0, size: s?.label ?? "" });
    const categoriesFor = (sizes: (typeof size)[]) =>
      family.sizeCategories ? [...new Set(sizes.map((s) => family.sizeCategories![s!.label]))] : [family.category];
    const picture = (c: string, f: string, s: typeof size, style: number): Picture => ({ model, colour: c, finish: f, accent, w: s?.w ?? w, d: s?.d ?? d, h, style });
    const spec = (over: Partial<ProductSpec> & Pick<ProductSpec, "slug" | "title" | "structure" | "picture" | "attributes">): ProductSpec => ({
      family: family.code, group: family.group, cls: family.cls, upc: null, description: "", isPublic: true,
      dateCreated, categories: [], options: family.options, ...over,
    });
    if (!isParent) {
      out.push(spec({
        slug, title, structure: "standalone", upc: counter.nextUpc(), sku: counter.nextSku(family.code),
        description: describe(family.group, rng, words(colour, finish, size), material), ...formerRatingDraws(rng, 0.85),
        categories: categoriesFor([size]), attributes: { ...common, ...variantValues(colour, finish, size) },
        price: priceAt(size?.factor ?? 1), picture: picture(colour, finish, size, k),
      }));
      return;
    }
    const pool = family.varies === "size" ? family.sizes!.map((s) => s.label) : family.varies === "colour" ? family.colours! : family.finishes!;
    const count = Math.min(pool.length, 2 + Math.floor(rng() * 3));
    const labels = family.varies === "size" ? pool.slice(0, count) : sample(rng, pool, count);
    const variants = labels.map((label) => ({
      label,
      colour: family.varies === "colour" ? label : colour,
      finish: family.varies === "finish" ? label : finish,
      size: family.varies === "size" ? family.sizes!.find((s) => s.label === label) : size,
    }));
    const first = variants[0];
    out.push(spec({
      slug, title, structure: "parent", description: describe(family.group, rng, words(first.colour, first.finish, first.size), material),
      ...formerRatingDraws(rng, 0.9), categories: categoriesFor(variants.map((v) => v.size)), attributes: common,
      picture: picture(first.colour, first.finish, first.size, k),
    }));
    variants.forEach((v, i) => {
      const childTitle = `${title} – ${v.label}`;
      const premium = family.varies === "finish" && i > 0 && rng() < 0.4 ? 1.06 : 1;
      const factor = (v.size?.factor ?? 1) * premium;
      out.push(spec({
        slug: slugify(childTitle), title: childTitle, structure: "child", parentSlug: slug, upc: counter.nextUpc(), sku: counter.nextSku(family.code),
        description: describe(family.group, rng, words(v.colour, v.finish, v.size), material), ...formerRatingDraws(rng, 0.6),
        dateCreated: new Date(dateCreated.getTime() + (i + 1) * 7 * 60_000), attributes: { ...common, ...variantValues(v.colour, v.finish, v.size) },
        price: priceAt(factor), picture: picture(v.colour, v.finish, v.size, k),
      }));
    });
  });
  return out;
}

function consultationProducts(counter: Counter): ProductSpec[] {
  return consultations.map((c, i) => ({
    slug: c.slug, title: c.title, structure: "standalone", family: "DSC", group: "consultation", cls: "design-consultation",
    upc: counter.nextUpc(), sku: counter.nextSku("DSC"), description: c.description, isPublic: true,
    dateCreated: new Date(firstDay + (20 + i * 45) * day), categories: ["design-consultation"],
    attributes: { consultation_mode: c.mode, duration_minutes: c.minutes }, options: ["room_to_be_designed", "preferred_consultation_date"],
    price: c.price.toFixed(2), picture: { model: { kind: "consultation" }, colour: textiles[i], finish: "Walnut", accent: textiles[i + 3], w: 1, d: 1, h: 1, style: i },
  }));
}

function archivedProducts(all: ProductSpec[], counter: Counter): ProductSpec[] {
  return archived.map((a) => {
    const like = all.find((p) => p.family === a.code && p.structure === "standalone")!;
    const title = `${a.name} ${shortMaterial[a.material] ?? ""} ${families.find((f) => f.code === a.code)!.noun}`.replace(/\s+/g, " ");
    const attributes: AttributeValues = { ...like.attributes, material: a.material, ...(a.colour ? { colour: a.colour } : {}), ...(a.finish ? { finish: a.finish } : {}) };
    return {
      ...like, slug: slugify(title), title, upc: counter.nextUpc(), sku: counter.nextSku(a.code), isPublic: false,
      description: `${like.description} This design has been discontinued; it is kept for order history and after-sales service.`,
      categories: ["clearance-archive"], attributes, dateCreated: new Date(Date.UTC(2025, 5, 1 + a.name.length)),
      picture: { ...like.picture, colour: a.colour ?? like.picture.colour, finish: a.finish ?? like.picture.finish },
    };
  });
}

/** Every product of the demo shop, parents before their children. */
export function buildProducts(): ProductSpec[] {
  const counter = new Counter();
  const all = families.flatMap((family) => familyProducts(family, counter));
  all.push(...consultationProducts(counter), ...archivedProducts(all, counter));
  const slugs = new Set<string>();
  for (const p of all) {
    if (slugs.has(p.slug)) throw new Error(`Two products have the slug ${p.slug}`);
    slugs.add(p.slug);
  }
  return all;
}
