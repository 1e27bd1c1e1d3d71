import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as schema from "./route.ts";

useTestDatabase();

describe("GET /api/schema/", () => {
  it("is a valid OpenAPI 3.1 document of every endpoint, with inputs and declared answers", async () => {
    const r = await call(schema, "/api/schema/");
    expect(r.status).toBe(200);
    const doc = r.json;
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "http://shop.test" }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health/", "/api/schema/", "/api/v1/", "/api/v2/", "/api/v2/countries/", "/api/v2/countries/{iso2}/", "/api/v2/admin/resumes/{id}/download/"]),
    );
    const country = doc.paths["/api/v2/countries/{iso2}/"].get;
    expect(country.parameters).toEqual([{ name: "iso2", in: "path", required: true, schema: { type: "string" } }]);
    expect(Object.keys(country.responses)).toEqual(["200", "401", "404", "405", "500", "503"]);
    expect(country.responses["200"].content["application/json"].schema.properties.iso_3166_1_a2).toEqual({ type: "string", minLength: 2, maxLength: 2 });
    expect(doc.paths["/api/v2/admin/resumes/{id}/download/"].get.responses["403"]).toBeDefined();
    expect(doc.paths["/api/v2/countries/"].head).toBeDefined();
  });
});
