import { adminCollections, AdminCollectionSchema, CollectionFilters, CollectionInput, collectionOr404, createCollection } from "@/lib/admin/content/collections.ts";
import { transaction } from "@/lib/db.ts";
import { FieldErrorsSchema, INVALID_PAGE, pageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/collections/",
  name: "Admin Collections",
  description: "Staff (content): the collections in their order (Envelope A) with their products, by title or address (`q`) and `is_active`; POST makes one. Audited; the shop's collection pages, the landing page and the collection API follow at once.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["content"] },
      query: CollectionFilters,
      responses: { 200: { description: "A page of collections.", schema: pageSchema(AdminCollectionSchema, "AdminCollection") }, 404: INVALID_PAGE },
      handler: async ({ url, query, urls }) => {
        const all = await adminCollections(query, urls);
        const page = await loadPage(url, async () => all.length, async (offset, limit) => all.slice(offset, offset + limit));
        return envelopeA(page, url.toString());
      },
    },
    POST: {
      permission: { staff: ["content"] },
      input: CollectionInput,
      responses: { 201: { description: "The collection made.", schema: AdminCollectionSchema }, 400: { description: "Field errors.", schema: FieldErrorsSchema } },
      handler: async ({ caller, body, urls }) => {
        const id = await transaction((tx) => createCollection(tx, { id: caller.user!.id, ip: caller.ip }, body));
        return reply(await collectionOr404(id, urls), { status: 201, headers: { Location: urls.path("/api/v2/admin/collections/{id}/", { id }) } });
      },
    },
  },
});
