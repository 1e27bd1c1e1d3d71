// The address book (spec/API.md §6): ownership, the Address rules, duplicates, defaults, CSRF; its size
// (ADDRESS_BOOK_MAX, also under parallel requests) and the list as an array or Envelope A (decision 88).
import { beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { createSession, sessionCookie } from "@/lib/auth/sessions.ts";
import { issueToken } from "@/lib/auth/tokens.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import * as list from "./route.ts";
import * as detail from "./[id]/route.ts";

useTestDatabase();
beforeAll(createCountries);

async function shopper() {
  const user = await createUser();
  const token = await transaction((tx) => issueToken(tx, user.id));
  return { user, auth: { Authorization: `Token ${token.key}` } };
}

const home = {
  title: "Ms",
  first_name: "Asha",
  last_name: "Rao",
  line1: "14, 2nd Cross, Indiranagar",
  line4: "Bengaluru",
  state: "Karnataka",
  postcode: "560038",
  country: "http://shop.test/api/v2/countries/IN/",
  phone_number: "98450 12345",
};

const add = (auth: Record<string, string>, body: unknown) => call(list, "/api/v2/useraddresses/", { method: "POST", body, headers: auth });
const one = (auth: Record<string, string>, id: number | string, method = "GET", body?: unknown) =>
  call(detail, `/api/v2/useraddresses/${id}/`, { method, body, headers: auth, params: { id: String(id) } });

describe("/api/v2/useraddresses/", () => {
  it("is for signed-in shoppers only", async () => {
    for (const method of ["GET", "POST"]) {
      const r = await call(list, "/api/v2/useraddresses/", { method, body: method === "POST" ? home : undefined });
      expect(r.status).toBe(403);
      expect(r.json).toEqual({ detail: "Authentication credentials were not provided." });
    }
  });

  it("adds an address (201 with Location), normalising the phone number and ignoring a `user` in the body", async () => {
    const { user, auth } = await shopper();
    const someoneElse = await createUser();
    const r = await add(auth, { ...home, user: `http://shop.test/api/v2/users/${someoneElse.id}/`, id: 999 });
    expect(r.status).toBe(201);
    expect(r.json).toEqual({
      id: expect.any(Number),
      title: "Ms",
      first_name: "Asha",
      last_name: "Rao",
      line1: "14, 2nd Cross, Indiranagar",
      line2: "",
      line3: "",
      line4: "Bengaluru",
      state: "Karnataka",
      postcode: "560038",
      phone_number: "+919845012345",
      notes: "",
      is_default_for_shipping: false,
      is_default_for_billing: false,
      country: "http://shop.test/api/v2/countries/IN/",
      url: `http://shop.test/api/v2/useraddresses/${r.json.id}/`,
    });
    expect(r.json.id).not.toBe(999);
    expect(r.headers.get("location")).toBe(r.json.url);
    expect((await call(list, "/api/v2/useraddresses/", { headers: auth })).json).toEqual([r.json]);
    const { auth: otherAuth } = await shopper();
    expect((await call(list, "/api/v2/useraddresses/", { headers: otherAuth })).json).toEqual([]);
    void user;
  });

  it("checks the Address rules", async () => {
    const { auth } = await shopper();
    const cases: [unknown, unknown][] = [
      [{}, {
        first_name: ["This field is required."], last_name: ["This field is required."], line1: ["This field is required."],
        line4: ["This field is required."], postcode: ["This field is required."], country: ["This field is required."], phone_number: ["This field is required."],
      }],
      [{ ...home, postcode: "012345" }, { postcode: ["Enter a valid pincode."] }],
      [{ ...home, postcode: "56003" }, { postcode: ["Enter a valid pincode."] }],
      // The State must be the pincode's (decision 0181), as at checkout.
      [{ ...home, postcode: "110001" }, { state: ["Pincode 110001 is in Delhi. Choose Delhi, or check the pincode."] }],
      [{ ...home, state: "Kerala" }, { state: [`Pincode ${home.postcode} is in Karnataka. Choose Karnataka, or check the pincode.`] }],
      [{ ...home, phone_number: "12" }, { phone_number: ["Enter a valid phone number."] }],
      [{ ...home, title: "Sir" }, { title: ['"Sir" is not a valid choice.'] }],
      [{ ...home, title: ["Mr"] }, { title: ['"["Mr"]" is not a valid choice.'] }],
      [{ ...home, title: {} }, { title: ['"{}" is not a valid choice.'] }],
      [{ ...home, line1: [] }, { line1: ["Not a valid string."] }],
      [{ ...home, first_name: 7 }, { first_name: ["Not a valid string."] }],
      [{ ...home, postcode: 560001 }, { postcode: ["Not a valid string."] }],
      [{ ...home, phone_number: null }, { phone_number: ["This field may not be null."] }],
      [{ ...home, is_default_for_shipping: "maybe" }, { is_default_for_shipping: ["Must be a valid boolean."] }],
      [[home], { non_field_errors: ["Invalid data. Expected a dictionary, but got list."] }],
      [{ ...home, phone_number: "+919845012345", country: "http://shop.test/api/v2/countries/ZZ/" }, { country: ["Invalid hyperlink - Object does not exist."] }],
      [{ ...home, phone_number: "+919845012345", country: "http://shop.test/api/v2/nothing/" }, { country: ["Invalid hyperlink - No URL match."] }],
    ];
    for (const [body, expected] of cases) {
      const r = await add(auth, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toEqual(expected);
    }
  });

  it("takes the pincode's State in any case, spelt as the State select spells it; a blank State stays blank", async () => {
    const { auth } = await shopper();
    const r = await add(auth, { ...home, state: " karnataka " });
    expect([r.status, r.json.state]).toEqual([201, "Karnataka"]);
    // Text that names no State of the list (as addresses saved before it may hold): the pincode's.
    const short = await add(auth, { ...home, line1: "3 Church Street", state: "KA" });
    expect([short.status, short.json.state]).toEqual([201, "Karnataka"]);
    const blank = await add(auth, { ...home, line1: "2 MG Road", state: "" });
    expect([blank.status, blank.json.state]).toEqual([201, ""]);
  });

  it("refuses a duplicate (names, lines, postcode and country, in any case; phone and notes do not count)", async () => {
    const { auth } = await shopper();
    expect((await add(auth, home)).status).toBe(201);
    const r = await add(auth, { ...home, first_name: "ASHA", line4: "bengaluru", country: "in", phone_number: "+91 98450 99999", notes: "Ring twice" });
    expect(r.status).toBe(406);
    expect(r.json).toEqual({ detail: "This address is already in your address book" });
    expect((await add(auth, { ...home, line2: "Near the temple" })).status).toBe(201);
  });

  it("keeps one default shipping and one default billing address", async () => {
    const { auth } = await shopper();
    const a = (await add(auth, { ...home, is_default_for_shipping: true, is_default_for_billing: true })).json;
    const b = (await add(auth, { ...home, line1: "7 MG Road", is_default_for_shipping: true })).json;
    let rows = (await call(list, "/api/v2/useraddresses/", { headers: auth })).json as { id: number; is_default_for_shipping: boolean; is_default_for_billing: boolean }[];
    expect(rows.map((x) => [x.id, x.is_default_for_shipping, x.is_default_for_billing])).toEqual([[a.id, false, true], [b.id, true, false]]);
    expect((await one(auth, b.id, "PATCH", { is_default_for_billing: true })).json).toMatchObject({ is_default_for_shipping: true, is_default_for_billing: true });
    rows = (await call(list, "/api/v2/useraddresses/", { headers: auth })).json;
    expect(rows.filter((x) => x.is_default_for_billing).map((x) => x.id)).toEqual([b.id]);
  });
});

describe("the address book's size", () => {
  const street = (n: number) => ({ ...home, line1: `${n}, 2nd Cross, Indiranagar` });
  const full = { detail: "Your address book is full: it holds at most 3 addresses. Delete one to add another.", code: "address_book_full" };

  it("is at most ADDRESS_BOOK_MAX addresses: one more is 406; after a delete there is room again", async () => {
    const restore = setEnv({ ADDRESS_BOOK_MAX: "3" });
    resetConfig();
    try {
      const { user, auth } = await shopper();
      for (const n of [1, 2, 3]) expect((await add(auth, street(n))).status).toBe(201);
      const over = await add(auth, street(4));
      expect([over.status, over.json]).toEqual([406, full]);
      // A duplicate is still told it is one.
      expect((await add(auth, street(1))).json).toEqual({ detail: "This address is already in your address book" });
      const [gone] = await db().userAddress.findMany({ where: { userId: user.id }, take: 1 });
      expect((await one(auth, gone.id, "DELETE")).status).toBe(204);
      expect((await add(auth, street(4))).status).toBe(201);
    } finally {
      restore();
      resetConfig();
    }
  });

  it("holds under parallel requests: of 8 new addresses at once, exactly ADDRESS_BOOK_MAX are kept", async () => {
    const restore = setEnv({ ADDRESS_BOOK_MAX: "3" });
    resetConfig();
    try {
      const { user, auth } = await shopper();
      const results = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => add(auth, street(n))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 406, 406, 406, 406, 406]);
      for (const r of results.filter((x) => x.status === 406)) expect(r.json).toEqual(full);
      expect(await db().userAddress.count({ where: { userId: user.id } })).toBe(3);
    } finally {
      restore();
      resetConfig();
    }
  });

  it("is listed as an array (at most 100, a Link header to the rest), or as Envelope A with ?page or ?page_size", async () => {
    const { user, auth } = await shopper();
    await db().userAddress.createMany({
      data: Array.from({ length: 101 }, (_, i) => ({ userId: user.id, firstName: "Asha", lastName: "Rao", line1: `${i + 1} MG Road`, line4: "Bengaluru", postcode: "560001", countryIso2: "IN", phoneNumber: "+919845012345", hash: `h${i}` })),
    });
    const plain = await call(list, "/api/v2/useraddresses/", { headers: auth });
    expect([plain.status, plain.json.length]).toEqual([200, 100]);
    expect(plain.headers.get("link")).toBe('<http://shop.test/api/v2/useraddresses/?page=2&page_size=100>; rel="next"');
    const rest = await call(list, "/api/v2/useraddresses/?page=2&page_size=100", { headers: auth });
    expect(rest.json).toMatchObject({ count: 101, next: null, previous: "http://shop.test/api/v2/useraddresses/?page_size=100" });
    expect(rest.json.results).toHaveLength(1);
    const page = await call(list, "/api/v2/useraddresses/?page_size=2", { headers: auth });
    expect(Object.keys(page.json)).toEqual(["count", "next", "previous", "results"]);
    expect([page.json.count, page.json.next, page.json.results.length]).toEqual([101, "http://shop.test/api/v2/useraddresses/?page_size=2&page=2", 2]);
    expect([...plain.json.slice(0, 2)]).toEqual(page.json.results);
    expect((await call(list, "/api/v2/useraddresses/?page=0", { headers: auth })).json).toEqual({ detail: "Invalid page." });
  });
});

describe("/api/v2/useraddresses/{id}/", () => {
  it("reads, replaces, patches and deletes one's own address", async () => {
    const { auth } = await shopper();
    const created = (await add(auth, home)).json;
    expect((await one(auth, created.id)).json).toEqual(created);
    const put = await one(auth, created.id, "PUT", { ...home, line1: "22 Residency Road" });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ id: created.id, line1: "22 Residency Road" });
    expect((await one(auth, created.id, "PUT", { line1: "x" })).json).toMatchObject({ first_name: ["This field is required."] });
    const patch = await one(auth, created.id, "PATCH", { notes: "Leave with the guard", postcode: "560 001", user: 1 });
    expect(patch.json).toMatchObject({ notes: "Leave with the guard", postcode: "560001", line1: "22 Residency Road" });
    expect((await one(auth, created.id, "PATCH", { postcode: "000000" })).json).toEqual({ postcode: ["Enter a valid pincode."] });
    const gone = await one(auth, created.id, "DELETE");
    expect(gone.status).toBe(204);
    expect(gone.text).toBe("");
    expect((await one(auth, created.id)).status).toBe(404);
  });

  it("answers 404 for another shopper's address, whatever the method", async () => {
    const { auth: ownerAuth } = await shopper();
    const theirs = (await add(ownerAuth, home)).json;
    const { auth } = await shopper();
    for (const [method, body] of [["GET"], ["PUT", home], ["PATCH", { notes: "mine now" }], ["DELETE"]] as const) {
      const r = await one(auth, theirs.id, method, body);
      expect(r.status, method).toBe(404);
      expect(r.json).toEqual({ detail: "Not found." });
    }
    expect((await one(ownerAuth, theirs.id)).json).toEqual(theirs);
    expect((await one(auth, "abc")).status).toBe(404);
  });

  it("refuses a change that would duplicate another entry", async () => {
    const { auth } = await shopper();
    await add(auth, home);
    const other = (await add(auth, { ...home, line1: "7 MG Road" })).json;
    const r = await one(auth, other.id, "PATCH", { line1: home.line1 });
    expect(r.status).toBe(406);
    expect(r.json).toEqual({ detail: "This address is already in your address book" });
  });

  it("refuses a cookie-carrying change from another site (CSRF)", async () => {
    const user = await createUser();
    const session = await transaction((tx) => createSession(tx, user.id));
    const cookie = await sessionCookie(session.sid, user.id, false);
    const r = await call(list, "/api/v2/useraddresses/", { method: "POST", body: home, headers: { Cookie: `${cookie.name}=${cookie.value}`, Origin: "https://evil.example" } });
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ detail: "CSRF Failed: Origin checking failed." });
    const ok = await call(list, "/api/v2/useraddresses/", { method: "POST", body: home, headers: { Cookie: `${cookie.name}=${cookie.value}`, Origin: "http://shop.test" } });
    expect(ok.status).toBe(201);
  });
});
