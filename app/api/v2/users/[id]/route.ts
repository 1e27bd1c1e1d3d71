import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { userJson, UserSchema } from "@/lib/auth/users.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/users/{id}/",
  name: "User Instance",
  description: "The signed-in user's own account; any other id is 404.",
  tag: "Authorization",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The user.", schema: UserSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => {
        if (params.id !== String(caller.user!.id)) throw new NotFoundError();
        return userJson(caller.user!, urls);
      },
    },
  },
});
