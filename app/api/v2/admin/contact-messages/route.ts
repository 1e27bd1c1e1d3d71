import { ContactMessageFilters, AdminContactMessageSchema, contactMessageJson, contactMessageWhere, countContactMessages, listContactMessages } from "@/lib/admin/messages/contact.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/contact-messages/",
  name: "Admin Contact Messages",
  description: "Staff (customers): the messages from the contact form (Envelope A), latest first, by name, e-mail or subject (`q`) and `handled`, each with the replies staff mailed.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["customers"] },
      query: ContactMessageFilters,
      responses: { 200: { description: "A page of contact messages.", schema: pageSchema(AdminContactMessageSchema, "AdminContactMessage") }, 404: INVALID_PAGE },
      handler: async ({ url, query }) => {
        const where = contactMessageWhere(query);
        const page = await loadPage(url, () => countContactMessages(where), (offset, limit) => listContactMessages(where, offset, limit));
        return envelopeA({ ...page, results: page.results.map(contactMessageJson) }, url.toString());
      },
    },
  },
});
