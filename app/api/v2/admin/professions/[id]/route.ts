import { AdminProfessionSchema, deleteProfession, professionOr404, ProfessionInput, renameProfession } from "@/lib/admin/careers/professions.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { ConflictSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/professions/{id}/",
  name: "Admin Profession",
  description: "Staff (careers): one profession; PATCH `name` renames it; DELETE only while no application names it (else 409). Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["careers"] },
      responses: { 200: { description: "The profession.", schema: AdminProfessionSchema }, 404: NOT_FOUND },
      handler: async ({ params }) => professionOr404(idParam(params.id)),
    },
    PATCH: {
      permission: { staff: ["careers"] },
      input: ProfessionInput,
      responses: { 200: { description: "The renamed profession.", schema: AdminProfessionSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body }) => transaction((tx) => renameProfession(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id), body)),
    },
    DELETE: {
      permission: { staff: ["careers"] },
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND, 409: { description: "Applications name it (code profession_in_use).", schema: ConflictSchema } },
      handler: async ({ caller, params }) => {
        await transaction((tx) => deleteProfession(tx, { id: caller.user!.id, ip: caller.ip }, idParam(params.id)));
        return reply(null, { status: 204 });
      },
    },
  },
});
