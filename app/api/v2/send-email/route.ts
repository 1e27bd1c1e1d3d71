import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { CONTACT_SENT, ContactInput, sendContactMessage } from "@/lib/content/contact.ts";
import { FORM_LIMITS } from "@/lib/content/limits.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/send-email/",
  name: "Send Email",
  description: "The contact form: the message is kept and mailed to the shop's staff. 10 an hour per address.",
  tag: "Index",
  methods: {
    POST: {
      input: ContactInput,
      throttle: [FORM_LIMITS.contact],
      responses: { 201: { description: "The message was sent.", schema: DetailSchema } },
      handler: async ({ body }) => {
        await sendContactMessage(body);
        return reply(CONTACT_SENT, { status: 201 });
      },
    },
  },
});
