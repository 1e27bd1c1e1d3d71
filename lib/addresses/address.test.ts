import { beforeAll, describe, expect, it } from "vitest";
import { db, transaction } from "@/lib/db.ts";
import { parseInput } from "@/lib/http/validation.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { AddressSchema, BillingAddressSchema, addressHash } from "./address.ts";
import { normaliseAddressPhone } from "./phone.ts";
import { saveToAddressBook } from "./save.ts";

useTestDatabase();
beforeAll(createCountries);

const address = {
  country: "http://shop.test/api/v2/countries/IN/",
  first_name: "Asha",
  last_name: "Rao",
  line1: "12 MG Road",
  line4: "Bengaluru",
  postcode: "560 001",
  phone_number: "98123 45678",
};

describe("the Address schema", () => {
  it("takes the country by URL or code, normalises the pincode and the phone number, and fills the optional fields", async () => {
    const parsed = await parseInput(AddressSchema, address);
    expect(parsed).toEqual({
      ok: true,
      data: { ...address, country: "IN", postcode: "560001", phone_number: "+919812345678", title: "", line2: "", line3: "", state: "", notes: "" },
    });
    const byCode = await parseInput(AddressSchema, { ...address, country: "in" });
    expect(byCode.ok && byCode.data.country).toBe("IN");
  });

  it("requires what a courier needs, with the documented messages", async () => {
    expect(await parseInput(AddressSchema, { country: "IN", line1: " " })).toEqual({
      ok: false,
      errors: {
        first_name: ["This field is required."],
        last_name: ["This field is required."],
        line1: ["This field may not be blank."],
        line4: ["This field is required."],
        postcode: ["This field is required."],
        phone_number: ["This field is required."],
      },
    });
  });

  it("checks pincodes and phone numbers per country, titles from the list, and country links", async () => {
    expect(await parseInput(AddressSchema, { ...address, postcode: "060001", phone_number: "12345", title: "Sir" })).toEqual({
      ok: false,
      errors: { title: ['"Sir" is not a valid choice.'] },
    });
    expect(await parseInput(AddressSchema, { ...address, postcode: "060001", phone_number: "12345" })).toEqual({
      ok: false,
      errors: { postcode: ["Enter a valid pincode."], phone_number: ["Enter a valid phone number."] },
    });
    expect(await parseInput(AddressSchema, { ...address, country: "http://shop.test/api/v2/products/1/" })).toEqual({
      ok: false,
      errors: { country: ["Invalid hyperlink - No URL match."] },
    });
    expect(await parseInput(AddressSchema, { ...address, country: 5 })).toEqual({ ok: false, errors: { country: ["Invalid hyperlink - Object does not exist."] } });
  });

  it("leaves the phone number and notes out of a billing address", async () => {
    const parsed = await parseInput(BillingAddressSchema, { ...address, notes: "ring twice" });
    expect(parsed.ok && Object.keys(parsed.data).sort()).toEqual(["country", "first_name", "last_name", "line1", "line2", "line3", "line4", "postcode", "state", "title"]);
  });
});

describe("phone numbers on addresses", () => {
  it("become E.164", () => {
    for (const v of ["9812345678", "+91 98123-45678", "09812345678", "919812345678"]) expect(normaliseAddressPhone(v, "IN")).toBe("+919812345678");
    expect(normaliseAddressPhone("+44 20 7946 0958", "GB")).toBe("+442079460958");
    for (const v of ["12345", "1812345678", "+91 12345", "98123abc78", "7946 0958"]) expect(normaliseAddressPhone(v, v === "7946 0958" ? "GB" : "IN")).toBeNull();
  });
});

describe("saveToAddressBook", () => {
  it("adds a new address (the first is the default for shipping) and counts orders to one already there", async () => {
    const user = await createUser();
    const parsed = await parseInput(AddressSchema, address);
    if (!parsed.ok) throw new Error("bad fixture");
    const first = await transaction((tx) => saveToAddressBook(tx, user.id, parsed.data));
    // The same address written differently (case, phone, notes) is the same address.
    const same = { ...parsed.data, line1: "12 mg road", phone_number: "+919900000000", notes: "gate 2" };
    expect(addressHash(same)).toBe(addressHash(parsed.data));
    expect(await transaction((tx) => saveToAddressBook(tx, user.id, same))).toBe(first);
    const other = await transaction((tx) => saveToAddressBook(tx, user.id, { ...parsed.data, line1: "14 MG Road" }));
    const rows = await db().userAddress.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.id, r.isDefaultForShipping, r.numOrdersAsShipping, r.phoneNumber])).toEqual([
      [first, true, 2, "+919812345678"],
      [other, false, 1, "+919812345678"],
    ]);
  });
});
