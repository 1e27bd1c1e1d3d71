import { z } from "zod";
import { MAX_DOWNLOAD_BYTES, storeDownloadFile } from "@/lib/admin/content/download-files.ts";
import { AdminDownloadSchema, adminDownloadJson, countDownloads, createDownload, DownloadFilters, DownloadInput, downloadRows } from "@/lib/admin/content/downloads.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { FieldErrorsSchema, INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { MAX_UPLOAD_BYTES } from "@/lib/http/body.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";
import { parseInput } from "@/lib/http/validation.ts";

const DownloadUpload = z.object({
  file: z.file().meta({ file: true }).describe(`The PDF (checked by its content), up to ${MAX_DOWNLOAD_BYTES / 1_000_000} MB.`),
  title: z.string().max(2000),
  description: z.string().max(5000).optional(),
  is_active: z.string().max(20).optional().describe('"true" (default) or "false".'),
});

const flag = (v: string | undefined) => (v === undefined ? undefined : v === "true" ? true : v === "false" ? false : v);

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/downloads/",
  name: "Admin Downloads",
  description: "Staff (content): the downloads (PDF catalogues, care guides), newest first (Envelope A), listed or hidden, matching `q`; POST (multipart) adds one with its PDF. Audited; the downloads page and /api/v2/downloads-list/ show it at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      query: DownloadFilters,
      responses: { 200: { description: "A page of downloads.", schema: pageSchema(AdminDownloadSchema, "AdminDownload") }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const page = await loadPage(url, () => countDownloads(query), (skip, take) => downloadRows(query, skip, take));
        return envelopeA({ ...page, results: page.results.map((d) => adminDownloadJson(d, urls)) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["content"] },
      upload: { maxBytes: MAX_UPLOAD_BYTES },
      input: DownloadUpload,
      responses: { 201: { description: "The download made.", schema: AdminDownloadSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema } },
      handler: async ({ caller, body, urls }) => {
        const parsed = await parseInput(DownloadInput, { title: body.title, description: body.description, is_active: flag(body.is_active) });
        if (!parsed.ok) throw new ValidationError(parsed.errors);
        const stored = await storeDownloadFile(body.file, parsed.data.title);
        const row = await transaction((tx) => createDownload(tx, { id: caller.user!.id, ip: caller.ip }, parsed.data, stored));
        return reply(adminDownloadJson(row, urls), { status: 201, headers: { Location: urls.path("/api/v2/admin/downloads/{id}/", { id: row.id }) } });
      },
    },
  },
});
