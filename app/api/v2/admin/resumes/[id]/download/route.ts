import { db } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { servePrivateFile } from "@/lib/storage/private-store.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/resumes/{id}/download/",
  name: "Resume Download",
  description: "The applicant's resume file, for staff only, always as an attachment.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: "staff",
      responses: { 200: { description: "The file (PDF, DOC or DOCX) as an attachment." }, 404: NOT_FOUND },
      handler: async ({ params, request }) => {
        const id = integerId(params.id);
        const resume = id ? await db().resume.findUnique({ where: { id } }) : null;
        const response = resume && (await servePrivateFile(request, resume.fileKey, { fileName: resume.fileName, contentType: resume.contentType }));
        if (!response) throw new NotFoundError();
        return response;
      },
    },
  },
});
