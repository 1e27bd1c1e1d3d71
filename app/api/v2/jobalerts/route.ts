import { JobAlertPageSchema, JobFilters, openJobsAnswer } from "@/lib/careers/jobs.ts";
import { INVALID_PAGE } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/jobalerts/",
  name: "Job Alerts",
  description: "Open positions, newest first (Envelope A), filtered by department, location and search words (q).",
  tag: "Careers",
  methods: {
    GET: {
      query: JobFilters,
      responses: { 200: { description: "A page of open positions.", schema: JobAlertPageSchema }, 404: INVALID_PAGE },
      handler: async ({ url, urls, query }) => openJobsAnswer(url, urls, query),
    },
  },
});
