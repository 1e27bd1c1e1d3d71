import { findOpenJob, jobJson, JobAlertSchema } from "@/lib/careers/jobs.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/jobalerts/{slug}/",
  name: "Job Alert",
  description: "One open position; a closed one is not found.",
  tag: "Careers",
  methods: {
    GET: {
      responses: { 200: { description: "The position.", schema: JobAlertSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => {
        const job = await findOpenJob(params.slug ?? "");
        if (!job) throw new NotFoundError();
        return jobJson(job, urls);
      },
    },
  },
});
