// Seeds a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set) and a temporary media
// folder, checks what a shopper and the staff would see, then seeds again and checks that nothing
// at all changed: every row of every table, and every media file.
import { normaliseGstin } from "@/lib/tax/gstin.ts";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password.ts";
import { normaliseSearchText } from "@/lib/catalogue/search-text.ts";
import { config } from "@/lib/config.ts";
import type { PrismaClient } from "@/lib/generated/prisma/client.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { isShopEmpty, seedDemoShop, type SeedSummary } from "./index.ts";

const database = useTestDatabase();
let prisma: PrismaClient;
let mediaDir: string;
let first: SeedSummary;
const firstLog: string[] = [];

/** Every row of every table, all columns, as JSON text ordered by primary key. */
async function snapshotTables(db: PrismaClient): Promise<Record<string, string[]>> {
  const keys = await db.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT kcu.table_name, kcu.column_name
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema AND kcu.table_name = tc.table_name
    WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = 'public'
    ORDER BY kcu.table_name, kcu.ordinal_position`;
  const tables = await db.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;
  const out: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const order = keys.filter((k) => k.table_name === table).map((k) => `"${k.column_name}"`);
    const rows = await db.$queryRawUnsafe<{ row: string }[]>(`SELECT row_to_json(t)::text AS row FROM "${table}" t ORDER BY ${order.length ? order.join(", ") : "1"}`);
    out[table] = rows.map((r) => r.row);
  }
  return out;
}

/** Every file under the media folder with its size, modification time and SHA-256. */
function snapshotMedia(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.statSync(file);
    out[path.relative(root, file)] = `${stat.size} ${stat.mtimeMs} ${crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex")}`;
  }
  return out;
}

const mediaFile = (key: string) => path.join(mediaDir, ...key.split("/"));

beforeAll(async () => {
  prisma = database().prisma;
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-media-"));
  expect(await isShopEmpty(prisma)).toBe(true);
  first = await seedDemoShop(prisma, { mediaDir, log: (line) => firstLog.push(line) });
}, 300_000);

afterAll(() => {
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe("the demo shop", () => {
  it("is no longer empty and reports what it wrote", async () => {
    expect(await isShopEmpty(prisma)).toBe(false);
    expect(first.created.Product).toBe(first.counts.products);
    expect(first.mediaWritten).toBeGreaterThan(2000);
  });

  it("has a three-level category tree with materialised paths", async () => {
    const categories = await prisma.category.findMany({ orderBy: { path: "asc" } });
    const byId = new Map(categories.map((c) => [c.id, c]));
    expect(new Set(categories.map((c) => c.depth))).toEqual(new Set([0, 1, 2]));
    for (const c of categories) {
      expect(c.path).toMatch(/^\d{4}(\.\d{4}){0,2}$/);
      expect(c.path.split(".").length).toBe(c.depth + 1);
      expect(c.searchText).toBe(normaliseSearchText(c.name));
      if (c.parentId) expect(c.path.startsWith(`${byId.get(c.parentId)!.path}.`)).toBe(true);
      else expect(c.depth).toBe(0);
    }
    const top = categories.filter((c) => c.depth === 0).map((c) => c.slug);
    expect(top.slice(0, 3)).toEqual(["living-room", "bedroom", "dining"]);
    expect(categories.find((c) => c.slug === "3-seater-sofas")!.path).toBe("0001.0001.0001");
    expect(categories.filter((c) => c.isFeatured).length).toBeGreaterThanOrEqual(4);
    expect(categories.filter((c) => !c.isPublic).map((c) => c.slug)).toEqual(["clearance-archive"]);
  });

  it("has product classes with GST rates and HSN codes", async () => {
    const classes = new Map((await prisma.productClass.findMany()).map((c) => [c.slug, c]));
    expect(classes.get("furniture")).toMatchObject({ taxCode: "GST18", hsnCode: "9403", requiresShipping: true, tracksStock: true });
    expect(classes.get("furniture")!.gstRate.toFixed(4)).toBe("0.1800");
    expect(classes.get("seating")!.hsnCode).toBe("9401");
    expect(classes.get("lighting")!.hsnCode).toBe("9405");
    expect(classes.get("rugs-and-durries")!.gstRate.toFixed(2)).toBe("0.12");
    expect(classes.get("design-consultation")).toMatchObject({ requiresShipping: false, tracksStock: false });
    const service = await prisma.stockRecord.findMany({ where: { product: { productClass: { slug: "design-consultation" } } } });
    expect(service.length).toBeGreaterThan(0);
    expect(service.every((s) => s.numInStock === null)).toBe(true);
  });

  it("has at least 300 products with unique URL-safe slugs, barcodes and real descriptions", async () => {
    const products = await prisma.product.findMany({ include: { productClass: true } });
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(products.filter((p) => p.isPublic).length).toBeGreaterThanOrEqual(300);
    for (const p of products) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.description.length).toBeGreaterThan(80);
      expect(p.description).not.toMatch(/lorem|ipsum|\{\w+\}|undefined|TODO/i);
      expect(p.searchText).toBe(p.searchText.toLowerCase());
      expect(p.searchText).toContain(normaliseSearchText(p.title));
      if (p.upc) expect(p.searchText).toContain(p.upc);
    }
    const upcs = products.map((p) => p.upc).filter(Boolean);
    expect(new Set(upcs).size).toBe(upcs.length);
    expect(new Set(products.map((p) => p.description)).size).toBeGreaterThan(products.length * 0.9);
    // A rating comes only from buyers' reviews, and the demo writes none.
    expect(products.filter((p) => p.rating !== null || p.ratingCount !== 0)).toEqual([]);
    const featured = products.filter((p) => p.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(15);
    expect(featured).toBeLessThanOrEqual(25);
    expect(new Set(products.map((p) => p.dateCreated.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(6);
  });

  it("has parents with two to four variants that inherit the parent's categories", async () => {
    const parents = await prisma.product.findMany({ where: { structure: "parent" }, include: { children: { include: { categories: true } }, categories: true, stockRecord: true } });
    expect(parents.length).toBeGreaterThanOrEqual(20);
    for (const parent of parents) {
      expect(parent.children.length).toBeGreaterThanOrEqual(2);
      expect(parent.children.length).toBeLessThanOrEqual(4);
      expect(parent.categories.length).toBeGreaterThan(0);
      expect(parent.stockRecord).toBeNull();
      for (const child of parent.children) {
        expect(child.title.startsWith(`${parent.title} – `)).toBe(true);
        expect(child.categories).toEqual([]);
      }
    }
    const standalone = await prisma.product.findMany({ where: { structure: "standalone" }, include: { categories: true } });
    expect(standalone.every((p) => p.categories.length > 0)).toBe(true);
  });

  it("gives every buyable product one stock record with a believable INR price", async () => {
    const buyable = await prisma.product.findMany({ where: { structure: { in: ["standalone", "child"] } }, include: { stockRecord: true } });
    expect(buyable.every((p) => p.stockRecord !== null)).toBe(true);
    const records = buyable.map((p) => p.stockRecord!);
    const partner = await prisma.partner.findUniqueOrThrow({ where: { code: "vanya-wh" } });
    expect(records.every((r) => r.partnerId === partner.id && r.priceCurrency === "INR" && r.numAllocated === 0)).toBe(true);
    expect(new Set(records.map((r) => r.partnerSku)).size).toBe(records.length);
    for (const r of records) {
      expect(r.price.toFixed(2)).toMatch(/(99|90|00)\.00$/);
      expect(r.price.toNumber()).toBeGreaterThanOrEqual(499);
      expect(r.price.toNumber()).toBeLessThanOrEqual(190_000);
    }
    const shown = buyable.filter((p) => p.isPublic && p.stockRecord!.numInStock !== null).map((p) => p.stockRecord!.numInStock!);
    const few = shown.filter((n) => n >= 1 && n <= 10).length;
    const none = shown.filter((n) => n === 0).length;
    expect(few).toBeGreaterThanOrEqual(10);
    expect(few).toBeLessThanOrEqual(20);
    expect(none).toBeGreaterThanOrEqual(8);
    expect(none).toBeLessThanOrEqual(12);
    expect(shown.filter((n) => n >= 15 && n <= 120).length).toBe(shown.length - few - none);
  });

  it("has attributes, options and recommendations", async () => {
    const attributes = new Map((await prisma.attribute.findMany()).map((a) => [a.code, a]));
    for (const code of ["material", "colour", "seating_capacity", "dimensions", "finish", "assembly_required"]) expect(attributes.has(code)).toBe(true);
    expect(attributes.get("material")!.isFilterable).toBe(true);
    const seats = await prisma.productAttributeValue.findMany({ where: { attribute: { code: "seating_capacity" } } });
    expect(seats.length).toBeGreaterThan(20);
    expect(seats.every((v) => v.valueNumber !== null && v.valueNumber.toNumber() === Number(v.value))).toBe(true);
    const room = await prisma.option.findUniqueOrThrow({ where: { code: "room_to_be_designed" }, include: { products: { include: { product: { include: { productClass: true } } } } } });
    expect(room.required).toBe(true);
    expect(room.products.length).toBeGreaterThan(0);
    expect(room.products.every((p) => p.product.productClass!.slug === "design-consultation")).toBe(true);
    expect((await prisma.option.findUniqueOrThrow({ where: { code: "monogram_initials" } })).required).toBe(false);
    expect(await prisma.productRecommendation.count()).toBeGreaterThan(100);
  });

  it("has three pictures per product on disk, 1200 px wide with 400 px thumbnails", async () => {
    const products = await prisma.product.findMany({ include: { images: { orderBy: { displayOrder: "asc" } } } });
    for (const p of products) expect(p.images.length).toBeGreaterThanOrEqual(3);
    const images = products.flatMap((p) => p.images);
    for (const image of images) {
      expect(image.original).toMatch(/^products\/[a-z0-9-]+\/\d+\.jpg$/);
      expect(image.width).toBe(1200);
      const [original, thumbnail] = await Promise.all([sharp(mediaFile(image.original)).metadata(), sharp(mediaFile(image.thumbnail)).metadata()]);
      expect([original.format, original.width, original.height]).toEqual(["jpeg", image.width, image.height]);
      expect(thumbnail.width).toBe(400);
    }
    const sizes = new Set(images.slice(0, 60).map((i) => fs.statSync(mediaFile(i.original)).size));
    expect(sizes.size).toBeGreaterThan(50);
  });

  it("has 360° views of at least three products with 24–36 frames each", async () => {
    const spins = await prisma.image360.findMany({ include: { frames: { orderBy: { position: "asc" } } } });
    const withProduct = spins.filter((s) => s.productId !== null && s.frames.length >= 24 && s.frames.length <= 36);
    expect(withProduct.length).toBeGreaterThanOrEqual(3);
    for (const spin of spins) {
      expect(spin.frames.map((f) => f.position)).toEqual(spin.frames.map((_, i) => i));
      expect(fs.existsSync(mediaFile(spin.thumbnail!))).toBe(true);
      const frameBytes = spin.frames.map((f) => fs.readFileSync(mediaFile(f.path)));
      expect((await sharp(frameBytes[0]).metadata()).width).toBe(800);
      expect(new Set(frameBytes.map((b) => crypto.createHash("sha1").update(b).digest("hex"))).size).toBe(frameBytes.length);
    }
  });

  it("delivers by pincode in zones with charges per method", async () => {
    const countries = await prisma.country.findMany({ orderBy: [{ displayOrder: "asc" }, { printableName: "asc" }] });
    expect(countries[0]).toMatchObject({ iso2: "IN", iso3: "IND", numeric: "356", printableName: "India", isShippingCountry: true });
    expect(countries.find((c) => c.iso2 === "US")).toMatchObject({ iso3: "USA", numeric: "840", isShippingCountry: false });
    expect(countries.filter((c) => c.isShippingCountry).map((c) => c.iso2)).toEqual(["IN"]);
    const zones = new Map((await prisma.shippingZone.findMany({ include: { locations: true, charges: true } })).map((z) => [z.code, z]));
    expect(zones.get("rest-of-india")!.isDefault).toBe(true);
    expect(zones.get("not-serviceable")).toMatchObject({ isServiceable: false, charges: [] });
    expect(zones.get("not-serviceable")!.locations.map((l) => l.pincode).sort()).toEqual(["194101", "682555", "744101"]);
    const locations = await prisma.location.findMany();
    expect(locations.length).toBeGreaterThanOrEqual(25);
    for (const l of locations) {
      expect(l.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(l.latitude.toNumber()).toBeGreaterThan(6);
      expect(l.latitude.toNumber()).toBeLessThan(36);
      expect(l.longitude.toNumber()).toBeGreaterThan(68);
      expect(l.longitude.toNumber()).toBeLessThan(98);
    }
    expect(locations.find((l) => l.pincode === "560034")).toMatchObject({ city: "Bengaluru", zoneId: zones.get("metro")!.id });
    const charges = await prisma.shippingCharge.findMany({ include: { method: true, zone: true } });
    const charge = (method: string, zone: string) => charges.find((c) => c.method.code === method && c.zone.code === zone)!;
    expect(charge("standard", "metro").price.toFixed(2)).toBe("499.00");
    expect(charge("standard", "metro").freeAbove!.toFixed(2)).toBe("25000.00");
    expect(charge("express", "rest-of-india").price.toFixed(2)).toBe("2499.00");
    expect(charges.length).toBe(5);
    const areas = await prisma.shippingZoneArea.findMany({ include: { zone: true } });
    expect(areas.find((a) => a.pincodePrefix === "5600")!.zone.code).toBe("metro");
    const limits = await prisma.productClassDeliveryZone.findMany({ include: { productClass: true, zone: true } });
    expect(limits.map((l) => `${l.productClass.slug}:${l.zone.code}`).sort()).toEqual(["furniture:metro", "furniture:rest-of-india"]);
  });

  it("has vouchers for every rule", async () => {
    const vouchers = await prisma.voucher.findMany();
    expect(vouchers.every((v) => v.code === v.code.toUpperCase())).toBe(true);
    const byCode = new Map(vouchers.map((v) => [v.code, v]));
    expect(byCode.get("WELCOME10")).toMatchObject({ kind: "percentage", usage: "multi_use" });
    expect(byCode.get("FLAT2000")!.minBasketValue!.toFixed(2)).toBe("20000.00");
    expect(byCode.get("DIWALI2025")!.endDatetime.getTime()).toBeLessThan(Date.now());
    expect(byCode.get("FIRSTHOME")).toMatchObject({ usage: "single_use", numOrders: 0 });
    expect(vouchers.some((v) => v.usage === "once_per_customer")).toBe(true);
    expect(vouchers.some((v) => v.signedInOnly)).toBe(true);
  });

  it("has banners, collections, home sections, gallery, brochures, a video and policies", async () => {
    const banners = await prisma.banner.findMany();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    for (const b of banners) {
      expect((await sharp(mediaFile(b.image)).metadata()).width).toBe(1920);
      expect(fs.existsSync(mediaFile(b.mobileImage!))).toBe(true);
      expect(b.image.startsWith("/") || b.image.startsWith("media/")).toBe(false);
    }
    const collections = await prisma.collection.findMany({ include: { products: true } });
    expect(collections.length).toBeGreaterThanOrEqual(4);
    for (const c of collections) {
      expect(c.products.length).toBeGreaterThanOrEqual(6);
      expect(c.products.length).toBeLessThanOrEqual(12);
    }
    const sections = await prisma.homeSection.findMany({ orderBy: { displayOrder: "asc" } });
    expect(sections.map((s) => (s.type === "products" ? `products:${s.productSource}` : s.type))).toEqual([
      "banners", "categories", "products:featured", "collections", "products:new_arrivals", "video", "gallery", "products:collection",
    ]);
    expect(sections.at(-1)!.collectionId).not.toBeNull();
    const gallery = await prisma.galleryItem.findMany();
    expect(gallery.length).toBeGreaterThanOrEqual(12);
    expect(new Set(gallery.map((g) => g.tag))).toEqual(new Set(["Projects", "Events", "Activities"]));
    expect(gallery.every((g) => fs.existsSync(mediaFile(g.image)) && fs.existsSync(mediaFile(g.thumbnail)))).toBe(true);
    const downloads = await prisma.download.findMany();
    expect(downloads.length).toBeGreaterThanOrEqual(4);
    for (const d of downloads) {
      const bytes = fs.readFileSync(mediaFile(d.file));
      expect(d.fileType).toBe("pdf");
      expect(d.fileSize).toBe(bytes.length);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(fs.existsSync(mediaFile(d.thumbnail!))).toBe(true);
    }
    const video = await prisma.homeVideo.findFirstOrThrow({ where: { isActive: true } });
    expect(fs.readFileSync(mediaFile(video.videoPath)).subarray(4, 8).toString()).toBe("ftyp");
    expect(fs.existsSync(mediaFile(video.poster!))).toBe(true);
    const written = await prisma.policy.findMany({ orderBy: { slug: "asc" } });
    expect(written.map((p) => p.slug)).toEqual(["about", "delivery-and-returns", "faq", "privacy-policy", "return-policy", "terms-and-conditions"]);
    // The pages keep their placeholders (filled in when shown); the policies have the shop's name.
    expect(written.find((p) => p.slug === "delivery-and-returns")!.content).toContain("Call us on {phone} ({hours})");
    expect(written.find((p) => p.slug === "faq")!.content.match(/^## /gm)!.length).toBe(9);
    const policies = written.filter((p) => p.slug.includes("-policy") || p.slug === "terms-and-conditions");
    expect(policies.length).toBe(3);
    const shop = await prisma.shopDetails.findUniqueOrThrow({ where: { id: 1 } });
    expect([shop.legalName, shop.stateCode, shop.gstin]).toEqual(["Vanya Living Private Limited", "08", "08AAJCV4821K1ZY"]);
    expect(normaliseGstin(shop.gstin!)).toBe(shop.gstin);
    expect(policies.every((p) => p.content.length > 2500 && p.content.includes("## "))).toBe(true);
    expect(policies.find((p) => p.slug === "privacy-policy")!.content).toContain("Digital Personal Data Protection Act, 2023");
    expect(policies.find((p) => p.slug === "return-policy")!.content).toContain("10 days");
  });

  it("has open positions and professions", async () => {
    const jobs = await prisma.jobAlert.findMany();
    expect(jobs.length).toBeGreaterThanOrEqual(8);
    expect(new Set(jobs.map((j) => j.department)).size).toBeGreaterThanOrEqual(4);
    expect(jobs.filter((j) => !j.isOpen).length).toBe(1);
    expect(jobs.some((j) => j.closesAt === null)).toBe(true);
    expect(await prisma.profession.count()).toBeGreaterThanOrEqual(8);
  });

  it("has a staff account with a generated password, printed once with where to sign in", async () => {
    const c = config();
    expect(c.SEED_ADMIN_PASSWORD).toBeUndefined();
    const user = await prisma.user.findUniqueOrThrow({ where: { email: c.SEED_ADMIN_EMAIL } });
    expect(user).toMatchObject({ isStaff: true, isSuperuser: true, emailVerified: true, isActive: true });
    const note = firstLog.at(-1)!;
    expect(note).toContain(`e-mail:    ${c.SEED_ADMIN_EMAIL}`);
    expect(note).toContain(`sign in at ${c.publicOrigin}/account/login/`);
    const password = /password: {2}(\S+)/.exec(note)![1];
    expect(password).not.toBe("storefront-admin-1");
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(password, user.passwordHash)).toBe(true);
    expect(await verifyPassword(`${password}x`, user.passwordHash)).toBe(false);
  });

  it("has a warehouse member beside the owner: orders and stock only, with a password printed once", async () => {
    const member = await prisma.user.findUniqueOrThrow({ where: { email: "warehouse@vanyaliving.in" } });
    expect(member).toMatchObject({ isStaff: true, isSuperuser: false, staffGroups: ["orders"], emailVerified: true });
    const note = firstLog.at(-1)!;
    expect(note).toContain("warehouse: warehouse@vanyaliving.in (orders and stock only)");
    const password = [...note.matchAll(/password: {2}(\S+)/g)][1][1];
    expect(await verifyPassword(password, member.passwordHash)).toBe(true);
  });

  it("changes nothing when seeded again: no row, no file", async () => {
    const tablesBefore = await snapshotTables(prisma);
    const mediaBefore = snapshotMedia(mediaDir);
    expect(Object.keys(mediaBefore).length).toBe(first.mediaWritten);
    const secondLog: string[] = [];
    const second = await seedDemoShop(prisma, { mediaDir, log: (line) => secondLog.push(line) });
    expect(secondLog.join("\n")).not.toContain("password");
    expect(await snapshotTables(prisma)).toEqual(tablesBefore);
    expect(snapshotMedia(mediaDir)).toEqual(mediaBefore);
    expect(second.created).toEqual({});
    expect(second.updated).toEqual({});
    expect(second.mediaWritten).toBe(0);
    expect(second.counts).toEqual(first.counts);
  }, 120_000);
});

describe("normaliseSearchText", () => {
  it("lower-cases, strips accents and punctuation, and collapses spaces", () => {
    expect(normaliseSearchText("Kamal Bouclé 3-Seater Sofa", "  8906183000016 ", "Living Room")).toBe("kamal boucle 3 seater sofa 8906183000016 living room");
    expect(normaliseSearchText("Crème—Brûlée & Co.")).toBe("creme brulee co");
    expect(normaliseSearchText("")).toBe("");
  });
});
