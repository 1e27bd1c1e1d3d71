import { idParam } from "@/lib/catalogue/api.ts";
import { findOption, optionJson, OptionSchema } from "@/lib/catalogue/options.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/options/{id}/",
  name: "Option Detail",
  description: "One option.",
  tag: "Catalogue",
  methods: {
    GET: {
      responses: { 200: { description: "The option.", schema: OptionSchema }, 404: NOT_FOUND },
      handler: async ({ params, urls }) => {
        const option = await findOption(idParam(params.id));
        if (!option) throw new NotFoundError();
        return optionJson(option, urls);
      },
    },
  },
});
