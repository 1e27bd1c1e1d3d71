import { ProfessionPageSchema, professionsAnswer } from "@/lib/careers/professions.ts";
import { INVALID_PAGE } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/profession/",
  name: "Profession",
  description: "The professions an applicant can choose, by name (Envelope A).",
  tag: "Careers",
  methods: {
    GET: {
      responses: { 200: { description: "A page of professions.", schema: ProfessionPageSchema }, 404: INVALID_PAGE },
      handler: async ({ url }) => professionsAnswer(url),
    },
  },
});
