import { ResumeInput, ResumePageSchema, ResumeReceivedSchema, resumesAnswer, submitResume } from "@/lib/careers/resumes.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { FORM_LIMITS } from "@/lib/content/limits.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/resumes/",
  name: "Resumes",
  description: "Apply for a job: multipart full_name, email, phone_number, profession (id), job_alert (id, optional), experience_years, cover_letter (optional) and resume (PDF, DOC or DOCX by its bytes, at most 5 MiB); 10 an hour per address. Staff: the applications received (Envelope A).",
  tag: "Careers",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["careers"] },
      responses: { 200: { description: "A page of applications, newest first.", schema: ResumePageSchema } },
      handler: async ({ url, urls }) => resumesAnswer(url, urls),
    },
    POST: {
      // Bodies up to the 10 MiB upload limit reach the check, so a resume over 5 MiB is a field error.
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      input: ResumeInput,
      throttle: [FORM_LIMITS.resumes],
      responses: { 201: { description: "The application was received.", schema: ResumeReceivedSchema } },
      handler: async ({ body }) => reply({ id: await submitResume(body), detail: "Application received." }, { status: 201 }),
    },
  },
});
