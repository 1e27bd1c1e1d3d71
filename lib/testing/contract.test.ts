// The check every API answer of the tests goes through: against the document, a status must be declared
// and a JSON body must match its schema; call() fails the test otherwise.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "@/lib/http/endpoint.ts";
import { openApiDocument } from "@/lib/http/openapi.ts";
import { registeredEndpoint } from "@/lib/http/registry.ts";
import { reply } from "@/lib/http/reply.ts";
import { ContractChecker } from "./contract.ts";
import { useTestDatabase } from "./database.ts";
import { call } from "./http.ts";

useTestDatabase();

const Shelf = z.object({ id: z.int(), url: z.url(), title: z.string() }).meta({ id: "ContractShelf" });

const shelves = endpoint({
  path: "/api/contract/shelves/{id}/",
  name: "Contract Shelf",
  description: "An endpoint mounted only in this test, held to its document.",
  tag: "Contract",
  methods: {
    GET: {
      query: z.object({ answer: z.enum(["right", "wrong", "teapot"]).optional() }),
      responses: { 200: { description: "The shelf.", schema: Shelf } },
      handler: async ({ query }) => {
        if (query.answer === "teapot") return reply({ detail: "I'm a teapot." }, { status: 418 });
        if (query.answer === "wrong") return { id: "7", url: "not a url", title: "Oak shelf", extra: true };
        return { id: 7, url: "http://shop.test/api/contract/shelves/7/", title: "Oak shelf" };
      },
    },
  },
});

const checker = () => new ContractChecker(openApiDocument("http://shop.test", [registeredEndpoint("/api/contract/shelves/{id}/")!]));
const answer = (status: number, body: unknown, method = "GET") => ({
  path: "/api/contract/shelves/{id}/",
  method,
  status,
  contentType: "application/json",
  body: body === null ? null : JSON.stringify(body),
});

describe("ContractChecker", () => {
  it("accepts a declared status whose body matches, and the conventions' answers", () => {
    const c = checker();
    expect(c.violation(answer(200, { id: 7, url: "http://shop.test/api/contract/shelves/7/", title: "Oak shelf" }))).toBeNull();
    expect(c.violation(answer(404, { detail: "Not found." }))).toBeNull();
    expect(c.violation(answer(400, { reason: "Session id too short." }))).toBeNull();
    expect(c.violation(answer(400, { answer: ['"x" is not a valid choice.'] }))).toBeNull();
    expect(c.violation(answer(200, null, "HEAD"))).toBeNull();
    // A method the endpoint does not have: its 405 has no operation to be held to; OPTIONS is metadata.
    expect(c.violation(answer(405, { detail: 'Method "PUT" not allowed.' }, "PUT"))).toBeNull();
    expect(c.violation(answer(200, { name: "Contract Shelf" }, "OPTIONS"))).toBeNull();
  });

  it("names an undeclared status, a body that breaks the schema and an answer of no operation", () => {
    const c = checker();
    expect(c.violation(answer(418, { detail: "I'm a teapot." }))).toMatch(/^GET \/api\/contract\/shelves\/\{id\}\/ 418: the status is not declared \(declared: 200, 400, 401, 403, 404, 405, 500, 503\)/);
    expect(c.violation(answer(200, { id: "7", url: "http://shop.test/", title: "Oak shelf" }))).toMatch(/200: the body does not match the document: \/id must be integer/);
    expect(c.violation(answer(200, { id: 7, url: "not a url", title: "Oak shelf" }))).toMatch(/\/url must match format "uri"/);
    expect(c.violation(answer(200, { id: 7, url: "http://shop.test/", title: "Oak shelf", extra: true }))).toMatch(/must NOT have additional properties/);
    expect(c.violation(answer(404, { message: "Not found." }))).toMatch(/404: the body does not match/);
    expect(c.violation(answer(201, { id: 7 }, "POST"))).toMatch(/POST .* 201: the document has no such operation/);
  });
});

describe("call()", () => {
  it("fails the test when an endpoint's answer breaks its document", async () => {
    const r = await call(shelves, "/api/contract/shelves/7/", { params: { id: "7" } });
    expect(r.json).toEqual({ id: 7, url: "http://shop.test/api/contract/shelves/7/", title: "Oak shelf" });
    await expect(call(shelves, "/api/contract/shelves/7/?answer=wrong", { params: { id: "7" } })).rejects.toThrow(/breaks the OpenAPI document:\nGET \/api\/contract\/shelves\/\{id\}\/ 200: the body does not match/);
    await expect(call(shelves, "/api/contract/shelves/7/?answer=teapot", { params: { id: "7" } })).rejects.toThrow(/418: the status is not declared/);
  });
});
