// The address book entry's wire shape (spec/API.md §6): the Address fields, `id`, the default flags and
// `url`, with the country as its URL. One serializer for the endpoints and the account page.
import { z } from "zod";
import type { UserAddress } from "@/lib/generated/prisma/client.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { COUNTRY_PATH } from "./address.ts";

export const USER_ADDRESS_PATH = "/api/v2/useraddresses/{id}/";

export const UserAddressSchema = z.object({
  id: z.int(),
  title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  line1: z.string(),
  line2: z.string(),
  line3: z.string(),
  line4: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone_number: z.string(),
  notes: z.string(),
  is_default_for_shipping: z.boolean(),
  is_default_for_billing: z.boolean(),
  country: z.url(),
  url: z.url(),
}).meta({ id: "UserAddress" });
export type UserAddressJson = z.infer<typeof UserAddressSchema>;

export function userAddressJson(a: UserAddress, urls: UrlBuilder): UserAddressJson {
  return {
    id: a.id,
    title: a.title,
    first_name: a.firstName,
    last_name: a.lastName,
    line1: a.line1,
    line2: a.line2,
    line3: a.line3,
    line4: a.line4,
    state: a.state,
    postcode: a.postcode,
    phone_number: a.phoneNumber,
    notes: a.notes,
    is_default_for_shipping: a.isDefaultForShipping,
    is_default_for_billing: a.isDefaultForBilling,
    country: urls.path(COUNTRY_PATH, { iso2: a.countryIso2 }),
    url: urls.path(USER_ADDRESS_PATH, { id: a.id }),
  };
}
