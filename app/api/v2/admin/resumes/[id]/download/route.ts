import { resumeDownload } from "@/lib/careers/resumes.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/resumes/{id}/download/",
  name: "Resume Download",
  description: "The applicant's resume file, for staff only, always as an attachment.",
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
      handler: async ({ params, request }) => {
        const id = integerId(params.id);
        const response = id ? await resumeDownload(request, id) : null;
        if (!response) throw new NotFoundError();
        return response;
      },
    },
  },
});
