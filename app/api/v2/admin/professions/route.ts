import { AdminProfessionSchema, countProfessions, createProfession, listProfessions, ProfessionFilters, ProfessionInput, professionWhere } from "@/lib/admin/careers/professions.ts";
import { transaction } from "@/lib/db.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/professions/",
  name: "Admin Professions",
  description: "Staff (careers): the professions applicants choose from, by name (Envelope A, `q`), with how many applications name each; POST adds one, audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["careers"] },
      query: ProfessionFilters,
      responses: { 200: { description: "A page of professions.", schema: pageSchema(AdminProfessionSchema, "AdminProfession") }, 404: INVALID_PAGE },
      handler: async ({ url, query }) => {
        const where = professionWhere(query);
        return envelopeA(await loadPage(url, () => countProfessions(where), (offset, limit) => listProfessions(where, offset, limit)), url.toString());
      },
    },
    POST: {
      permission: { staff: ["careers"] },
      input: ProfessionInput,
      responses: { 201: { description: "The profession added.", schema: AdminProfessionSchema } },
      handler: async ({ caller, body, urls }) => {
        const p = await transaction((tx) => createProfession(tx, { id: caller.user!.id, ip: caller.ip }, body));
        return reply(p, { status: 201, headers: { Location: urls.path("/api/v2/admin/professions/{id}/", { id: p.id }) } });
      },
    },
  },
});
