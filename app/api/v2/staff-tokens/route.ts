import { createStaffToken, listStaffTokens, StaffTokenCreatedSchema, StaffTokenInput, StaffTokenSchema } from "@/lib/admin/staff-tokens.ts";
import { transaction } from "@/lib/db.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { z } from "zod";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/staff-tokens/",
  name: "Staff Tokens",
  description:
    "Any staff member: their own integration tokens (an ERP, a courier), each acting with a subset of their groups. GET lists them without keys; POST makes one and answers its key once. A scoped integration token cannot make tokens (403). Outside /api/v2/admin/ because it needs no group (decision 0126).",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: "staff",
      responses: { 200: { description: "The caller's live integration tokens, newest first.", schema: z.array(StaffTokenSchema).meta({ id: "StaffTokenList" }) } },
      handler: async ({ caller }) => listStaffTokens(caller.user!.id),
    },
    POST: {
      permission: "staff",
      input: StaffTokenInput,
      responses: { 201: { description: "The token made, with its key (shown this once).", schema: StaffTokenCreatedSchema } },
      handler: async ({ caller, body }) => {
        const made = await transaction((tx) => createStaffToken(tx, { user: caller.user!, tokenId: caller.tokenId, ip: caller.ip }, body));
        return reply(made, { status: 201 });
      },
    },
  },
});
