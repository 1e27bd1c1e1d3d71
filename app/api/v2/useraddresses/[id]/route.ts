import { AddressBookInput, AddressBookPatch, deleteAddress, DUPLICATE_ADDRESS, getAddress, patchAddress, replaceAddress } from "@/lib/addresses/address-book.ts";
import { userAddressJson, UserAddressSchema } from "@/lib/addresses/address-book-json.ts";
import { DetailSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

const written = { 200: { description: "The address.", schema: UserAddressSchema }, 404: NOT_FOUND, 406: { description: DUPLICATE_ADDRESS.detail, schema: DetailSchema } };

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/useraddresses/{id}/",
  name: "User Address Instance",
  description: "One address of the signed-in shopper's address book (anyone else's is 404). Setting a default clears it on the others.",
  tag: "Addresses",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The address.", schema: UserAddressSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => userAddressJson(await getAddress(caller.user!.id, params.id), urls),
    },
    PUT: {
      permission: "user",
      input: AddressBookInput,
      responses: written,
      handler: async ({ caller, params, body, urls }) => userAddressJson(await replaceAddress(caller.user!.id, params.id, body), urls),
    },
    PATCH: {
      permission: "user",
      input: AddressBookPatch,
      responses: written,
      handler: async ({ caller, params, body, urls }) => userAddressJson(await patchAddress(caller.user!.id, params.id, body), urls),
    },
    DELETE: {
      permission: "user",
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        await deleteAddress(caller.user!.id, params.id);
        return reply(null, { status: 204 });
      },
    },
  },
});
