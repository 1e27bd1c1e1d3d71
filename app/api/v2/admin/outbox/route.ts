import { AdminOutboxMessageSchema, countOutbox, listOutbox, OutboxFilters, outboxJson, outboxWhere } from "@/lib/admin/messages/outbox.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/outbox/",
  name: "Admin Outbox",
  description: "Staff (customers): every mail and SMS (Envelope A), latest first, by `status`, `channel`, `template` and part of the recipient (`q`). Recipients are masked; message bodies are never shown, nor the subject of one that carried a code or a link.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["customers"] },
      query: OutboxFilters,
      responses: { 200: { description: "A page of outbox messages.", schema: pageSchema(AdminOutboxMessageSchema, "AdminOutboxMessage") }, 404: INVALID_PAGE },
      handler: async ({ url, query }) => {
        const where = outboxWhere(query);
        const page = await loadPage(url, () => countOutbox(where), (offset, limit) => listOutbox(where, offset, limit));
        return envelopeA({ ...page, results: page.results.map(outboxJson) }, url.toString());
      },
    },
  },
});
