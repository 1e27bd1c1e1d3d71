import { auditDownload } from "@/lib/admin/careers/applications.ts";
import { resumeDownload } from "@/lib/careers/resumes.ts";
import { transaction } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/resumes/{id}/download/",
  name: "Resume Download",
  description: "The applicant's resume file, for staff only (careers), always as an attachment; each download is written to the staff audit log.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["careers"] },
      responses: {
        200: {
          description: "The file (PDF, DOC or DOCX) as an attachment.",
          files: ["application/pdf", "application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
        },
        404: NOT_FOUND,
      },
      handler: async ({ params, request, caller }) => {
        const id = integerId(params.id);
        const response = id ? await resumeDownload(request, id) : null;
        if (!response || !id) throw new NotFoundError();
        // Personal data leaving the shop: who took which résumé, when and from where (decision 0152).
        if (response.ok && request.method === "GET") await transaction((tx) => auditDownload(tx, { id: caller.user!.id, ip: caller.ip }, id));
        return response;
      },
    },
  },
});
