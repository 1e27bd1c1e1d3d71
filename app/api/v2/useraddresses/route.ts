import { z } from "zod";
import { AddressBookInput, createAddress, DUPLICATE_ADDRESS, listAddresses } from "@/lib/addresses/address-book.ts";
import { userAddressJson, UserAddressSchema } from "@/lib/addresses/address-book-json.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/useraddresses/",
  name: "User Address List",
  description: "The signed-in shopper's address book. A `user` in the body is ignored; a duplicate address is refused.",
  tag: "Addresses",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The addresses.", schema: z.array(UserAddressSchema) } },
      handler: async ({ caller, urls }) => (await listAddresses(caller.user!.id)).map((a) => userAddressJson(a, urls)),
    },
    POST: {
      permission: "user",
      input: AddressBookInput,
      responses: {
        201: { description: "The new address (Location: its URL).", schema: UserAddressSchema },
        406: { description: DUPLICATE_ADDRESS.detail, schema: DetailSchema },
      },
      handler: async ({ caller, body, urls }) => {
        const json = userAddressJson(await createAddress(caller.user!.id, body), urls);
        return reply(json, { status: 201, headers: { Location: json.url } });
      },
    },
  },
});
