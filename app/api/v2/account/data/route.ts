import { z } from "zod";
import { personalData, PersonalDataSchema } from "@/lib/customers/data-export.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/account/data/",
  name: "Account Data",
  description:
    "The signed-in customer's personal data (India's DPDP Act): profile, address book, orders with their lines, wish lists and newsletter consent. `?download=1` answers it as a file (Content-Disposition: attachment).",
  tag: "Authorization",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      query: z.object({ download: z.enum(["1"]).optional().describe("1: as a file to save.") }),
      responses: { 200: { description: "The customer's data.", schema: PersonalDataSchema } },
      handler: async ({ caller, query }) => {
        const data = await personalData(caller.user!.id);
        if (!data) throw new NotFoundError();
        const day = data.exported_at.slice(0, 10);
        return reply(data, query.download ? { headers: { "Content-Disposition": `attachment; filename="vanya-living-my-data-${day}.json"` } } : {});
      },
    },
  },
});
