import { AddressBookInput, countAddresses, createAddress, DUPLICATE_ADDRESS, listAddresses } from "@/lib/addresses/address-book.ts";
import { userAddressJson, UserAddressSchema } from "@/lib/addresses/address-book-json.ts";
import { arrayOrPageSchema, DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { arrayOrEnvelopeA } from "@/lib/http/pagination.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/useraddresses/",
  name: "User Address List",
  description:
    "The signed-in shopper's address book (at most ADDRESS_BOOK_MAX addresses): an array, or Envelope A with ?page= or ?page_size=. A `user` in the body is ignored; a duplicate address, or one more than the book holds, is refused.",
  tag: "Addresses",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The addresses (an array, or Envelope A with ?page/?page_size).", schema: arrayOrPageSchema(UserAddressSchema, "UserAddress") } },
      handler: async ({ caller, urls, url }) => {
        const userId = caller.user!.id;
        return arrayOrEnvelopeA(url, () => countAddresses(userId), (offset, limit) => listAddresses(userId, offset, limit), (a) => userAddressJson(a, urls));
      },
    },
    POST: {
      permission: "user",
      input: AddressBookInput,
      responses: {
        201: { description: "The new address (Location: its URL).", schema: UserAddressSchema },
        406: { description: `${DUPLICATE_ADDRESS.detail}; or the book is full: {"detail": "Your address book is full: …", "code": "address_book_full"}.`, schema: DetailSchema },
      },
      handler: async ({ caller, body, urls }) => {
        const json = userAddressJson(await createAddress(caller.user!.id, body), urls);
        return reply(json, { status: 201, headers: { Location: json.url } });
      },
    },
  },
});
