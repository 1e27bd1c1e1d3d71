import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import * as list from "./route.ts";
import * as detail from "./[iso2]/route.ts";

useTestDatabase();
beforeAll(createCountries);

const india = {
  url: "http://shop.test/api/v2/countries/IN/",
  iso_3166_1_a2: "IN",
  iso_3166_1_a3: "IND",
  iso_3166_1_numeric: "356",
  printable_name: "India",
  name: "Republic of India",
  display_order: 1,
  is_shipping_country: true,
};

describe("GET /api/v2/countries/", () => {
  it("lists the countries in display order, then by name, with absolute URLs from the Host header", async () => {
    const r = await call(list, "/api/v2/countries/");
    expect(r.status).toBe(200);
    expect(r.json.map((c: { iso_3166_1_a2: string }) => c.iso_3166_1_a2)).toEqual(["NP", "AE", "IN"]);
    expect(r.json[2]).toEqual(india);
    expect(r.headers.get("content-type")).toBe("application/json");
    expect(r.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(r.headers.get("vary")).toBe("Accept, Accept-Language");
    expect(r.headers.get("cache-control")).toBeNull();
  });

  it("builds URLs for the host the client used (127.0.0.1 gets 127.0.0.1 URLs)", async () => {
    const r = await call(list, "/api/v2/countries/", { host: "127.0.0.1:3000" });
    expect(r.json[2].url).toBe("http://127.0.0.1:3000/api/v2/countries/IN/");
  });
});

describe("GET /api/v2/countries/{ISO2}/", () => {
  it("answers one country", async () => {
    const r = await call(detail, "/api/v2/countries/IN/", { params: { iso2: "IN" } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual(india);
  });

  it("is 404 for a lower-case or unknown code", async () => {
    for (const iso2 of ["in", "ZZ", "IND", "%00"]) {
      const r = await call(detail, `/api/v2/countries/${iso2}/`, { params: { iso2 } });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ detail: "Not found." });
    }
  });
});
