import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseInput } from "@/lib/http/validation.ts";
import { call } from "@/lib/testing/http.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import * as pincodeRoute from "@/app/api/v2/pincodes/[pincode]/route.ts";
import { compactDirectory, DATA_FILE, directoryModule } from "@/scripts/pincode-directory.ts";
import { AddressSchema } from "./address.ts";
import { lookUpPincode, UNKNOWN_PINCODE_MESSAGE } from "./pincode-directory.ts";

useTestDatabase();

describe("India Post's pincode directory", () => {
  it("answers a pincode's district and state (states and union territories as they are named now)", async () => {
    expect(await lookUpPincode("560001")).toEqual({ pincode: "560001", district: "Bangalore", state: "Karnataka" });
    expect(await lookUpPincode("110001")).toEqual({ pincode: "110001", district: "Central Delhi", state: "Delhi" });
    expect(await lookUpPincode("194101")).toEqual({ pincode: "194101", district: "Leh", state: "Ladakh" });
    expect(await lookUpPincode("190001")).toEqual({ pincode: "190001", district: "Srinagar", state: "Jammu and Kashmir" });
    expect(await lookUpPincode("605001")).toMatchObject({ state: "Puducherry" });
    expect(await lookUpPincode("492001")).toMatchObject({ district: "Raipur", state: "Chhattisgarh" });
    expect(await lookUpPincode("744101")).toMatchObject({ state: "Andaman and Nicobar Islands" });
  });

  it("knows no pincode India Post does not have, nor a malformed one", async () => {
    for (const p of ["999999", "123456", "100000", "012345", "56001", "5600011", ""]) expect(await lookUpPincode(p)).toBeNull();
  });

  it("is small: one record per pincode, each district once", () => {
    const text = fs.readFileSync(DATA_FILE, "utf8");
    expect(text.length).toBeLessThan(250_000);
    const pincodes = /PINCODES = "([^"]*)"/.exec(text)![1].split(",");
    expect(pincodes.length).toBeGreaterThan(19_000);
    expect(new Set(pincodes.map((r) => r.slice(0, 6))).size).toBe(pincodes.length);
  });

  it("is the script's copy of the installed package, not edited by hand (npm run pincodes:update)", () => {
    expect(fs.readFileSync(DATA_FILE, "utf8")).toBe(directoryModule());
  });

  it("gives a pincode whose offices lie in two districts the district most lie in", () => {
    const office = (pincode: number, district: string, state = "Karnataka") => ({ pincode, district, state });
    expect(compactDirectory([office(560001, "Bangalore"), office(560001, "Bangalore Rural"), office(560001, "Bangalore"), office(110001, "Central Delhi", "Delhi")])).toEqual({
      districts: ["Bangalore|Karnataka", "Central Delhi|Delhi"],
      pincodes: "1100011,5600010",
    });
    expect(() => compactDirectory([office(560001, "Somewhere", "Atlantis")])).toThrow("The directory names a state the shop does not list: Atlantis");
  });
});

describe("addresses with a pincode that does not exist", () => {
  const address = { country: "IN", first_name: "Asha", last_name: "Rao", line1: "12 MG Road", line4: "Bengaluru", postcode: "560 001", phone_number: "98123 45678" };

  it("are refused beside the pincode, in the documented shape", async () => {
    expect(await parseInput(AddressSchema, { ...address, postcode: "999999" })).toEqual({ ok: false, errors: { postcode: [UNKNOWN_PINCODE_MESSAGE] } });
    expect((await parseInput(AddressSchema, address)).ok).toBe(true);
    // Other countries keep the loose check.
    expect((await parseInput(AddressSchema, { ...address, country: "NP", postcode: "44600", phone_number: "+977 984 1234567" })).ok).toBe(true);
  });
});

describe("GET /api/v2/pincodes/{pincode}/", () => {
  it("answers the district and state, and 404 for a pincode India Post does not have", async () => {
    const found = await call(pincodeRoute, "/api/v2/pincodes/560038/", { params: { pincode: "560038" } });
    expect([found.status, found.json]).toEqual([200, { pincode: "560038", district: "Bangalore", state: "Karnataka" }]);
    const missing = await call(pincodeRoute, "/api/v2/pincodes/999999/", { params: { pincode: "999999" } });
    expect([missing.status, missing.json]).toEqual([404, { detail: UNKNOWN_PINCODE_MESSAGE }]);
    const malformed = await call(pincodeRoute, "/api/v2/pincodes/abc/", { params: { pincode: "abc" } });
    expect([malformed.status, malformed.json]).toEqual([404, { detail: UNKNOWN_PINCODE_MESSAGE }]);
  });
});
