// /api/v1/ and /api/v2/ answer the same root.
import { z } from "zod";
import { endpoint } from "@/lib/http/endpoint.ts";
import { apiRoot } from "./root.ts";

/** Absolute URLs; templated paths keep their {placeholder} ({product-slug} is no RFC 6570 name: plain strings). */
const RootSchema = z.record(z.string(), z.record(z.string(), z.string().describe("An absolute URL, or a templated one: /api/v2/products/{id}/."))).meta({ id: "ApiRoot" });

export function rootEndpoint(path: "/api/v1/" | "/api/v2/") {
  return endpoint({
    path,
    name: "Api Root",
    description: "Every URL of the API grouped by topic; templated paths keep their {placeholder}. Staff also see the Admin group.",
    tag: "Root",
    personal: true,
    methods: {
      GET: {
        responses: { 200: { description: "The URLs by topic.", schema: RootSchema } },
        handler: async ({ caller, urls }) => apiRoot(caller, urls),
      },
    },
  });
}
