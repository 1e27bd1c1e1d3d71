// Countries, shipping zones, pincode locations and areas, methods and charges, and the product classes
// limited to some zones. Matched by ISO code, zone code, (country, pincode), (zone, prefix), method
// code, (method, zone) and (class, zone).
import type { SeedContext } from "./context.ts";
import { idOf } from "./context.ts";
import { areas, charges, classZones, countries, locations, methods, zones } from "./shipping.data.ts";
import { applyPlan, planSync } from "./sync.ts";

export async function seedShipping(ctx: SeedContext): Promise<void> {
  const { prisma, stats } = ctx;

  const countryRows = countries.map((c, i) => ({ ...c, displayOrder: i === 0 ? 0 : 10 + i }));
  const countryPlan = planSync(await prisma.country.findMany(), (c) => c.iso2, countryRows, (w) => w.iso2);
  await applyPlan(stats, "Country", countryPlan, (data) => prisma.country.createMany({ data }), (row, data) => prisma.country.update({ where: { iso2: row.iso2 }, data }));

  const zonePlan = planSync(await prisma.shippingZone.findMany(), (z) => z.code, zones, (w) => w.code);
  await applyPlan(stats, "ShippingZone", zonePlan, (data) => prisma.shippingZone.createMany({ data }), (row, data) => prisma.shippingZone.update({ where: { id: row.id }, data }));
  const zoneIds = new Map((await prisma.shippingZone.findMany()).map((z) => [z.code, z.id]));

  const locationRows = locations.map(([pincode, name, city, state, latitude, longitude, zone]) => ({
    countryIso2: "IN",
    pincode,
    name,
    city,
    state,
    latitude,
    longitude,
    zoneId: idOf(zoneIds, zone, "shipping zone"),
  }));
  const locationKey = (l: { countryIso2: string; pincode: string }) => `${l.countryIso2}:${l.pincode}`;
  const locationPlan = planSync(await prisma.location.findMany(), locationKey, locationRows, locationKey);
  await applyPlan(stats, "Location", locationPlan, (data) => prisma.location.createMany({ data }), (row, data) => prisma.location.update({ where: { id: row.id }, data }));

  const methodPlan = planSync(await prisma.shippingMethod.findMany(), (m) => m.code, methods, (w) => w.code);
  await applyPlan(stats, "ShippingMethod", methodPlan, (data) => prisma.shippingMethod.createMany({ data }), (row, data) => prisma.shippingMethod.update({ where: { id: row.id }, data }));
  const methodIds = new Map((await prisma.shippingMethod.findMany()).map((m) => [m.code, m.id]));

  const chargeRows = charges.map(([method, zone, price, freeAbove]) => ({
    methodId: idOf(methodIds, method, "shipping method"),
    zoneId: idOf(zoneIds, zone, "shipping zone"),
    price,
    freeAbove,
  }));
  const chargeKey = (c: { methodId: number; zoneId: number }) => `${c.methodId}:${c.zoneId}`;
  const chargePlan = planSync(await prisma.shippingCharge.findMany(), chargeKey, chargeRows, chargeKey);
  await applyPlan(stats, "ShippingCharge", chargePlan, (data) => prisma.shippingCharge.createMany({ data }), (row, data) => prisma.shippingCharge.update({ where: { id: row.id }, data }));

  const areaRows = areas.map(([zone, pincodePrefix]) => ({ zoneId: idOf(zoneIds, zone, "shipping zone"), countryIso2: "IN", pincodePrefix }));
  const areaKey = (a: { zoneId: number; pincodePrefix: string | null }) => `${a.zoneId}:${a.pincodePrefix}`;
  const areaPlan = planSync(await prisma.shippingZoneArea.findMany(), areaKey, areaRows, areaKey);
  await applyPlan(stats, "ShippingZoneArea", areaPlan, (data) => prisma.shippingZoneArea.createMany({ data }), (row, data) => prisma.shippingZoneArea.update({ where: { id: row.id }, data }));

  const classIds = new Map((await prisma.productClass.findMany({ select: { id: true, slug: true } })).map((c) => [c.slug, c.id]));
  const limitRows = classZones.flatMap(([slug, zoneCodes]) => zoneCodes.map((zone) => ({ productClassId: idOf(classIds, slug, "product class"), zoneId: idOf(zoneIds, zone, "shipping zone") })));
  const limitKey = (l: { productClassId: number; zoneId: number }) => `${l.productClassId}:${l.zoneId}`;
  const limitPlan = planSync(await prisma.productClassDeliveryZone.findMany(), limitKey, limitRows, limitKey);
  await applyPlan(stats, "ProductClassDeliveryZone", limitPlan, (data) => prisma.productClassDeliveryZone.createMany({ data }), () => Promise.resolve());
}
