import { AdminSubscriberSchema, countSubscribers, listSubscribers, NewsletterFilters, subscriberJson, subscriberWhere } from "@/lib/admin/messages/newsletter.ts";
import { INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/newsletter/",
  name: "Admin Newsletter",
  description: "Staff (marketing): the newsletter subscribers (Envelope A), latest first, by `status` and part of the address (`q`); newsletter/export/ downloads the confirmed ones as CSV (`?format=` is the API's own: json or api).",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["marketing"] },
      query: NewsletterFilters,
      responses: {
        200: { description: "A page of subscribers.", schema: pageSchema(AdminSubscriberSchema, "AdminNewsletterSubscriber") },
        404: INVALID_PAGE,
      },
      handler: async ({ url, query }) => {
        const where = subscriberWhere(query);
        const page = await loadPage(url, () => countSubscribers(where), (offset, limit) => listSubscribers(where, offset, limit));
        return envelopeA({ ...page, results: page.results.map(subscriberJson) }, url.toString());
      },
    },
  },
});
