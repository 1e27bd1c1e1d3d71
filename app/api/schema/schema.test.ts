import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as schema from "./route.ts";

useTestDatabase();

type Json = Record<string, any>;
let doc: Json;
const operations = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op: op as Json })));
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json200 = (path: string, method = "get", status = "200") => doc.paths[path][method].responses[status].content["application/json"].schema;

beforeAll(async () => {
  const r = await call(schema, "/api/schema/");
  expect(r.status).toBe(200);
  doc = r.json;
});

describe("GET /api/schema/", () => {
  it("is a valid OpenAPI 3.1 document of every endpoint, with inputs and declared answers", async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "http://shop.test" }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health/", "/api/schema/", "/api/v1/", "/api/v2/", "/api/v2/countries/", "/api/v2/countries/{iso2}/", "/api/v2/admin/resumes/{id}/download/"]),
    );
    const country = doc.paths["/api/v2/countries/{iso2}/"].get;
    expect(country.parameters).toEqual([{ name: "iso2", in: "path", required: true, schema: { type: "string" }, description: expect.any(String) }]);
    expect(Object.keys(country.responses)).toEqual(["200", "400", "401", "403", "404", "405", "500", "503"]);
    expect(json200("/api/v2/countries/{iso2}/")).toEqual(ref("Country"));
    expect(doc.components.schemas.Country.properties.iso_3166_1_a2).toEqual({ type: "string", minLength: 2, maxLength: 2 });
    expect(doc.paths["/api/v2/admin/resumes/{id}/download/"].get.responses["403"]).toBeDefined();
    expect(doc.paths["/api/v2/countries/"].head).toBeDefined();
  });

  it("gives every operation a unique operationId", () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["ApiRootV1Get", "ApiRootV2Get", "IndexV1Get", "IndexV2Get"]));
  });

  it("describes every 2xx body of every operation, the buying path with named component schemas", () => {
    for (const { path, method, op } of operations()) {
      if (method === "head") continue;
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (!status.startsWith("2") || status === "204") continue;
        expect(response.content, `${method.toUpperCase()} ${path} ${status}`).toBeDefined();
      }
    }
    expect(json200("/api/v2/_basket/")).toEqual(ref("DisplayBasket"));
    expect(json200("/api/v2/_basket/add/", "post")).toEqual(ref("DisplayBasket"));
    expect(json200("/api/v2/basket/")).toEqual(ref("Basket"));
    expect(json200("/api/v2/checkout/", "post")).toEqual(ref("CheckoutOrder"));
    expect(doc.components.schemas.CheckoutOrder.required).toEqual(expect.arrayContaining(["number", "tracking_token", "tracking_url"]));
    expect(json200("/api/v2/orders/")).toEqual({ anyOf: [{ type: "array", items: ref("Order") }, ref("OrderPage")] });
    expect(json200("/api/v2/orders/{id}/lines/")).toEqual({ type: "array", items: ref("OrderLine") });
    expect(json200("/api/v2/_orders/")).toEqual(ref("OrderSummaryPage"));
    expect(json200("/api/v1/_orders/{id}/")).toEqual(ref("OrderDetail"));
    expect(json200("/api/v2/orders/track/")).toEqual(ref("OrderTracking"));
    expect(json200("/api/v2/admin/orders/{id}/status/", "post")).toEqual(ref("Order"));
    expect(json200("/api/v2/products/{id}/")).toEqual(ref("Product"));
    const schemas = doc.components.schemas;
    for (const name of ["Product", "ProductCard", "Price", "Basket", "DisplayBasket", "Line", "Order", "OrderLine", "Address", "UserAddress", "User", "ShippingMethod"]) {
      expect(schemas[name], name).toBeDefined();
    }
    expect(schemas.DisplayBasket.properties.lines).toEqual({ type: "array", items: ref("DisplayLine") });
    expect(schemas.DisplayLine.properties.product).toEqual(ref("ProductCard"));
    // Hyperlinks are URIs.
    expect(schemas.Order.properties.url).toEqual({ type: "string", format: "uri" });
    expect(schemas.ProductCard.properties.url).toEqual({ type: "string", format: "uri" });
  });

  it("declares the checkout's body, its Idempotency-Key and its 409s", () => {
    const checkout = doc.paths["/api/v2/checkout/"].post;
    const body = checkout.requestBody.content["application/json"].schema;
    expect(body).toEqual(ref("CheckoutRequest"));
    const request = doc.components.schemas.CheckoutRequest;
    expect(request.required).toEqual(["basket"]);
    expect(request.properties.shipping_address.anyOf).toContainEqual(ref("Address"));
    expect(checkout.parameters).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false }));
    expect(checkout.responses["409"].content["application/json"].schema).toEqual(ref("Conflict"));
    expect(doc.components.schemas.Conflict.required).toEqual(["detail", "code"]);
    expect(checkout.responses["406"].content["application/json"].schema).toEqual(ref("FieldErrors"));
  });

  it("declares the statuses every operation answers: Session-Id reasons, malformed bodies, CSRF, throttles, other callers' baskets", () => {
    const basket = doc.paths["/api/v2/basket/"].get.responses;
    expect(basket["400"].content["application/json"].schema.anyOf).toContainEqual(ref("Reason"));
    expect(basket["401"].content["application/json"].schema.anyOf).toEqual(expect.arrayContaining([ref("Reason"), ref("Detail")]));
    expect(basket["403"].content["application/json"].schema.anyOf ?? [basket["403"].content["application/json"].schema]).toContainEqual(ref("Reason"));
    const add = doc.paths["/api/v2/basket/add-product/"].post.responses;
    expect(add["400"].description).toMatch(/JSON parse error/);
    expect(add["403"].description).toMatch(/CSRF/);
    for (const path of ["/api/v2/login/", "/api/v2/auth/send-otp/", "/api/v2/auth/resend-otp/", "/api/v2/auth/login-with-otp/", "/api/v2/register/", "/api/v2/newsletter-subscription/", "/api/v2/orders/track/"]) {
      const ops = Object.entries(doc.paths[path] as Json).filter(([m]) => m === "post" || (path.endsWith("track/") && m === "get"));
      for (const [, op] of ops) expect(op.responses["429"], path).toBeDefined();
    }
    for (const method of ["get", "put", "patch", "delete"]) expect(doc.paths["/api/v2/baskets/{id}/"][method].responses["403"].description).toMatch(/Someone else's basket/);
  });

  it("types parameters: integer ids, enum choices, attr_<code> filters, pages; optional bodies are optional", () => {
    expect(doc.paths["/api/v2/products/{id}/"].get.parameters[0]).toEqual({ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } });
    const list = doc.paths["/api/v2/catalogue/product/list/"].get.parameters as Json[];
    const param = (name: string) => list.find((p) => p.name === name)!;
    expect(param("ordering").schema.enum).toEqual(["price", "-price", "title", "-date_created", "-rating"]);
    expect(param("structure").schema.enum).toEqual(["standalone", "parent", "child"]);
    expect(param("page").schema).toEqual({ anyOf: [{ type: "integer", minimum: 1 }, { const: "last" }] });
    expect(param("page_size").schema).toEqual({ type: "integer", minimum: 1 });
    expect(param("filters")).toMatchObject({ style: "form", explode: true, schema: { type: "object", patternProperties: { "^attr_.+$": { type: "string" } } } });
    const gallery = doc.paths["/api/v2/gallery-list/"].get.parameters as Json[];
    expect(gallery.find((p) => p.name === "tag")!.schema.enum).toEqual(["Projects", "Events", "Activities"]);
    expect(doc.paths["/api/v2/catalogue/d/{id}/mark_as_fav/"].post.requestBody.required).toBe(false);
    expect(doc.paths["/api/v2/wishlist/"].delete.requestBody.required).toBe(false);
    expect(doc.paths["/api/v2/basket/add-product/"].post.requestBody.required).toBe(true);
  });

  it("documents the Session-Id scheme: SID:ANON and SID:AUTH and the id's length", () => {
    const sid = doc.components.securitySchemes.sessionId;
    expect(sid).toMatchObject({ type: "apiKey", in: "header", name: "Session-Id" });
    expect(sid.description).toContain("SID:ANON:<realm>:<id>");
    expect(sid.description).toContain("SID:AUTH:<realm>:<id>");
    expect(sid.description).toContain("at least 22 characters of [A-Za-z0-9_-]");
  });
});
