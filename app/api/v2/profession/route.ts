import { ProfessionPageSchema, professionsAnswer } from "@/lib/careers/professions.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/profession/",
  name: "Profession",
  description: "The professions an applicant can choose, by name (Envelope A).",
  tag: "Careers",
  methods: {
    GET: {
      responses: { 200: { description: "A page of professions.", schema: ProfessionPageSchema }, 404: { description: "Invalid page." } },
      handler: async ({ url }) => professionsAnswer(url),
    },
  },
});
