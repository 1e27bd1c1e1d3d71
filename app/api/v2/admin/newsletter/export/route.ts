import { confirmedSubscribersResponse } from "@/lib/admin/messages/newsletter.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/newsletter/export/",
  name: "Admin Newsletter Export",
  description: "Staff (marketing): the confirmed newsletter subscribers only, as a CSV attachment (email, confirmed_at); cells a spreadsheet would read as a formula are defused.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["marketing"] },
      responses: { 200: { description: "The CSV file.", files: ["text/csv"] } },
      handler: () => confirmedSubscribersResponse(),
    },
  },
});
