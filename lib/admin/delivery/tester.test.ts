// The delivery page's pincode tester answers what the shop itself would: the zone by Location, prefix or
// range, the methods (express dropped for a made-to-order piece, its days after the lead time), and the
// classes limited to other zones.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { createProductClass } from "@/lib/testing/basket-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { areaText } from "./overview.ts";
import { testDelivery } from "./tester.ts";

useTestDatabase();

let metro: { id: number };

beforeAll(async () => {
  await createCountries();
  metro = await db().shippingZone.create({ data: { code: "metro", name: "Metro cities" } });
  const rest = await db().shippingZone.create({ data: { code: "rest", name: "Rest of India", isDefault: true } });
  const remote = await db().shippingZone.create({ data: { code: "remote", name: "Not yet", isServiceable: false } });
  await db().location.create({ data: { pincode: "560001", name: "MG Road", city: "Bengaluru", state: "Karnataka", countryIso2: "IN", latitude: "12.975600", longitude: "77.606800", zoneId: metro.id } });
  await db().shippingZoneArea.createMany({
    data: [
      { zoneId: metro.id, countryIso2: "IN", pincodeFrom: "110001", pincodeTo: "110099" },
      { zoneId: remote.id, countryIso2: "IN", pincodePrefix: "19" },
    ],
  });
  const standard = await db().shippingMethod.create({ data: { code: "standard", name: "Standard delivery", minDays: 5, maxDays: 8 } });
  const express = await db().shippingMethod.create({ data: { code: "express", name: "Express delivery", minDays: 2, maxDays: 3, displayOrder: 1, forMadeToOrder: false } });
  await db().shippingCharge.createMany({
    data: [
      { methodId: standard.id, zoneId: metro.id, price: "499.00" },
      { methodId: express.id, zoneId: metro.id, price: "1499.00" },
      { methodId: standard.id, zoneId: rest.id, price: "799.00", pricePerItem: "100.00" },
    ],
  });
  const large = await db().productClass.update({ where: { id: (await createProductClass()).id }, data: { name: "Large furniture" } });
  await db().productClassDeliveryZone.create({ data: { productClassId: large.id, zoneId: metro.id } });
});

const summary = (t: Awaited<ReturnType<typeof testDelivery>>) =>
  t && {
    pincode: t.pincode,
    zone: t.zone?.name ?? null,
    place: t.place,
    fromStock: t.fromStock.map((o) => `${o.code} ${o.charge.inclTax.toFixed(2)} ${o.minDays}-${o.maxDays}`),
    madeToOrder: t.madeToOrder.map((o) => `${o.code} ${o.charge.inclTax.toFixed(2)} ${o.minDays}-${o.maxDays}`),
    classesRefused: t.classesRefused,
  };

describe("which zone and methods does a pincode get?", () => {
  it("560001: its Location's zone, both methods from stock, only standard 4–6 weeks later when made to order", async () => {
    expect(summary(await testDelivery(db(), " 560 001 "))).toEqual({
      pincode: "560001",
      zone: "Metro cities",
      place: "MG Road, Bengaluru",
      fromStock: ["standard 499.00 5-8", "express 1499.00 2-3"],
      madeToOrder: ["standard 499.00 29-44"],
      classesRefused: [],
    });
  });

  it("a range, the default zone, a zone that does not deliver, and not a pincode", async () => {
    expect(summary(await testDelivery(db(), "110050"))?.zone).toBe("Metro cities");
    expect(summary(await testDelivery(db(), "302001"))).toEqual({
      pincode: "302001",
      zone: "Rest of India",
      place: null,
      fromStock: ["standard 899.00 5-8"],
      madeToOrder: ["standard 899.00 29-44"],
      classesRefused: ["Large furniture"],
    });
    expect(summary(await testDelivery(db(), "190001"))).toEqual({ pincode: "190001", zone: null, place: null, fromStock: [], madeToOrder: [], classesRefused: ["Large furniture"] });
    expect(await testDelivery(db(), "012345")).toBeNull();
    expect(await testDelivery(db(), "hello")).toBeNull();
  });

  it("writes each area as staff would", () => {
    expect(areaText({ countryIso2: "IN", pincodePrefix: "56", pincodeFrom: null, pincodeTo: null })).toBe("56");
    expect(areaText({ countryIso2: "IN", pincodePrefix: null, pincodeFrom: "110001", pincodeTo: "110099" })).toBe("110001-110099");
    expect(areaText({ countryIso2: "NP", pincodePrefix: null, pincodeFrom: null, pincodeTo: null })).toBe("NP whole country");
  });
});
