import { AdminHomeVideoSchema, adminHomeVideoJson, countHomeVideos, HomeVideoFilters, homeVideoRows } from "@/lib/admin/content/home-video.ts";
import { HomeVideoUpload, uploadHomeVideo } from "@/lib/admin/content/home-video-upload.ts";
import { HOME_VIDEO_LIMIT_TEXT } from "@/lib/admin/content/media-limits.ts";
import { DetailSchema, FieldErrorsSchema, INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/home-video/",
  name: "Admin Home Videos",
  description: `Staff (content): the landing page's videos, newest first (Envelope A), the one shown marked \`is_active\`; POST (multipart, read as a stream) uploads one: \`video\` (an MP4 or WebM by its first bytes, up to ${HOME_VIDEO_LIMIT_TEXT}), \`title\`, an optional \`poster\` picture and \`is_active\` (false by default). Audited; the landing page follows at once.`,
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      query: HomeVideoFilters,
      responses: { 200: { description: "A page of videos.", schema: pageSchema(AdminHomeVideoSchema, "AdminHomeVideo") }, 400: { description: "Field errors.", schema: FieldErrorsSchema }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const page = await loadPage(url, () => countHomeVideos(query), (skip, take) => homeVideoRows(query, skip, take));
        return envelopeA({ ...page, results: page.results.map((v) => adminHomeVideoJson(v, urls)) }, url.toString());
      },
    },
    POST: {
      permission: { staff: ["content"] },
      streamedUpload: true,
      documentedInput: HomeVideoUpload,
      responses: {
        201: { description: "The video added.", schema: AdminHomeVideoSchema },
        400: { description: "Field errors (a file that is not an MP4 or WebM, a poster that is not a picture, no title), or a body that does not parse.", schema: FieldErrorsSchema },
        413: { description: `The body is over the limit, or the video over ${HOME_VIDEO_LIMIT_TEXT}: nothing is kept.`, schema: DetailSchema },
        415: { description: "Not a multipart body.", schema: DetailSchema },
      },
      handler: async ({ request, caller, urls }) => {
        const row = await uploadHomeVideo(request, { id: caller.user!.id, ip: caller.ip });
        return reply(adminHomeVideoJson(row, urls), { status: 201, headers: { Location: urls.path("/api/v2/admin/home-video/{id}/", { id: row.id }) } });
      },
    },
  },
});
