// An app developer's check of the contract: generate a client with openapi-typescript from the live
// document of a real server, compile a small app journey against it with `tsc --strict` (no casts),
// and run it (browse, a basket by Session-Id, location, shipping methods, guest checkout, tracking).
// The server records its answers; stopping it checks each against the document (scripts/lib/server-process.ts).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import { readAnswerLog } from "@/lib/testing/contract.ts";
import { startTestServer, type TestServer } from "@/scripts/lib/server-process.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const JOURNEY = path.join(import.meta.dirname, "journey");
const TYPES = path.join(JOURNEY, "generated", "shop-api.ts");
let server: TestServer;

/** What the test uses of journey.ts (whose own types come from the generated client). */
interface JourneyModule {
  runJourney(origin: string, shopper: { sessionId: string; pincode: string; email: string; address: Record<string, string> }): Promise<{
    productTitle: string;
    lineCount: number;
    shippingMethod: string;
    total: string;
    order: Record<string, unknown>;
    trackedStatus: string;
  }>;
}

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (prisma) => {
      await prisma.country.create({ data: { iso2: "IN", iso3: "IND", numeric: "356", printableName: "India", name: "Republic of India", displayOrder: 1, isShippingCountry: true } });
      const zone = await prisma.shippingZone.create({ data: { code: "south", name: "South India", areas: { create: { countryIso2: "IN", pincodePrefix: "56" } } } });
      const method = await prisma.shippingMethod.create({ data: { code: "standard", name: "Standard delivery", minDays: 3, maxDays: 6, displayOrder: 1 } });
      await prisma.shippingCharge.create({ data: { methodId: method.id, zoneId: zone.id, price: "118.00" } });
      const productClass = await prisma.productClass.create({ data: { name: "Furniture", slug: "furniture", gstRate: "0.1800", taxCode: "GST18", hsnCode: "9403" } });
      const partner = await prisma.partner.create({ data: { name: "Vanya Living", code: "vanya" } });
      const product = await prisma.product.create({ data: { title: "Teak Side Table", slug: "teak-side-table", upc: "TST-1", productClassId: productClass.id } });
      await prisma.stockRecord.create({ data: { productId: product.id, partnerId: partner.id, partnerSku: "TST-1", price: "2950.00", numInStock: 5 } });
      await catalogueChanged(prisma, { all: true });
    },
  });
}, 900_000);

afterAll(async () => {
  await server?.stop();
});

function run(command: string, args: string[]): string {
  const r = spawnSync(command, args, { cwd: ROOT, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
  if (r.status !== 0) throw new Error(`${path.basename(command)} ${args.join(" ")} failed (${r.status}):\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

describe("a client generated from GET /api/schema/", () => {
  it("types the buying journey of an app under tsc --strict without casts, and the journey runs", async () => {
    const started = Date.now();
    fs.rmSync(TYPES, { force: true });
    run(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/api-client/generate.ts", server.origin, TYPES]);
    const generated = Date.now();
    expect(fs.readFileSync(TYPES, "utf8")).toContain('"/api/v2/checkout/": {');

    run(path.join(ROOT, "node_modules/.bin/tsc"), ["-p", path.relative(ROOT, JOURNEY), "--strict"]);
    const compiled = Date.now();
    // No type assertions: every value's type comes from the document (imports may rename with `as`).
    const code = fs.readFileSync(path.join(JOURNEY, "journey.ts"), "utf8").replace(/^import .*$/gm, "").replace(/\/\/.*$/gm, "");
    expect(code).not.toMatch(/\bas\s+(?!const\b)[A-Za-z{[(]/);

    // Loaded by path: the project's own type-check must not need the generated types.
    const { runJourney }: JourneyModule = await import(path.join(JOURNEY, "journey.ts"));
    const email = "asha@example.com";
    const result = await runJourney(server.origin, {
      sessionId: `SID:ANON:127.0.0.1:${randomBytes(18).toString("base64url")}`,
      pincode: "560038",
      email,
      address: { first_name: "Asha", last_name: "Rao", line1: "14, 2nd Cross, Indiranagar", line4: "Bengaluru", postcode: "560038", country: "IN", phone_number: "98450 12345" },
    });
    expect(result).toMatchObject({ productTitle: "Teak Side Table", lineCount: 1, shippingMethod: "standard", total: "3068.00", trackedStatus: "new" });
    expect(result.order).toMatchObject({ status: "new", email, total_incl_tax: "3068.00", shipping_code: "standard", payment_method: "cod" });
    // The server recorded the journey's answers, which stopping it checks against the document.
    expect(readAnswerLog(server.answerLog)).toContainEqual(expect.objectContaining({ path: "/api/v2/checkout/", method: "POST", status: 200 }));
    console.log(`generate ${generated - started} ms, tsc ${compiled - generated} ms, journey ${Date.now() - compiled} ms`);
  }, 300_000);
});
