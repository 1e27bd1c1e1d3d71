import { AuditEntrySchema, auditEntryJson, AuditFilters, auditWhere, countAudit, listAudit } from "@/lib/audit/log.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/audit-log/",
  name: "Admin Audit Log",
  description: "The owner only: every change staff made, newest first (Envelope A) — who, when, what, the object before and after — filtered by staff member, object, action and days.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: "superuser" },
      query: AuditFilters,
      responses: { 200: { description: "A page of the log.", schema: pageSchema(AuditEntrySchema, "AuditEntry") }, 404: INVALID_PAGE },
      handler: async ({ url, query }) => {
        const where = auditWhere(query);
        const page = await loadPage(url, () => countAudit(where), (offset, limit) => listAudit(where, offset, limit));
        return envelopeA({ ...page, results: page.results.map(auditEntryJson) }, url.toString());
      },
    },
  },
});
