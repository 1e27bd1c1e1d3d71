import { z } from "zod";
import { endpoint } from "@/lib/http/endpoint.ts";
import { openApiDocument } from "@/lib/http/openapi.ts";
import "../endpoints.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/schema/",
  name: "Schema",
  description: "The OpenAPI 3.1 document of every endpoint, generated from the schemas the server validates with.",
  tag: "Root",
  methods: {
    GET: {
      responses: { 200: { description: "The OpenAPI document.", schema: z.record(z.string(), z.unknown()) } },
      handler: async ({ urls }) => openApiDocument(urls.origin),
    },
  },
});
