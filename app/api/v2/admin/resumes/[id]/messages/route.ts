import { applicationOr404 } from "@/lib/admin/careers/applications.ts";
import { AdminResumeMessageSchema, CandidateMailInput, countSentMails, listSentMails, sendCandidateMail, sentMail, sentMailJson } from "@/lib/admin/careers/mail.ts";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { NOT_FOUND, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/resumes/{id}/messages/",
  name: "Admin Resume Messages",
  description:
    "Staff (careers): the mails sent to an applicant, newest first (Envelope A); POST `kind`, `subject` and `body` queues one through the outbox, as the application's page does (its subject and body start from the template of `kind`: GET the page or write your own). Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["careers"] },
      responses: { 200: { description: "A page of mails.", schema: pageSchema(AdminResumeMessageSchema, "AdminResumeMessage") }, 404: { ...NOT_FOUND, description: "No such application, or a page past the end." } },
      handler: async ({ params, url }) => {
        const id = idParam(params.id);
        await applicationOr404(id);
        const page = await loadPage(url, () => countSentMails(id), (offset, limit) => listSentMails(id, offset, limit));
        return envelopeA({ ...page, results: page.results.map(sentMailJson) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["careers"] },
      input: CandidateMailInput,
      responses: { 201: { description: "The mail, queued.", schema: AdminResumeMessageSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body }) => {
        const id = idParam(params.id);
        const queued = await transaction(async (tx) => sentMail(tx, await sendCandidateMail(tx, { id: caller.user!.id, ip: caller.ip }, id, body)));
        return reply(sentMailJson(queued), { status: 201 });
      },
    },
  },
});
