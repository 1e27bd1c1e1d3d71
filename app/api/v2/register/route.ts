import { z } from "zod";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { register, RegisterInput } from "@/lib/auth/registration.ts";
import { config } from "@/lib/config.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/register/",
  name: "Register",
  description:
    "Creates an account with an e-mail address and a password (at least 9 characters, not a common one, not all digits, not like the e-mail address). The account is not signed in; a mail with a link confirms the address.",
  tag: "Authorization",
  methods: {
    POST: {
      input: RegisterInput,
      sessionChanging: true,
      throttle: [{ scope: "register-ip", rate: `${config().REGISTER_MAX_PER_IP_HOUR}/hour`, by: "ip" }],
      responses: { 201: { description: "The account's e-mail address.", schema: z.string() } },
      handler: async ({ body }) => reply(await register(body), { status: 201 }),
    },
  },
});
