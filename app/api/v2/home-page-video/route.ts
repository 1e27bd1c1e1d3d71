import { activeHomeVideo, homeVideoJson, HomeVideoSchema } from "@/lib/content/media-lists.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/home-page-video/",
  name: "Home Page Video",
  description: "The landing page's video: a file the shop serves (seekable with byte ranges) and its poster; 404 when staff have none switched on.",
  tag: "Index",
  methods: {
    GET: {
      responses: { 200: { description: "The video.", schema: HomeVideoSchema }, 404: NOT_FOUND },
      handler: async ({ urls }) => {
        const video = await activeHomeVideo();
        if (!video) throw new NotFoundError();
        return homeVideoJson(video, urls);
      },
    },
  },
});
