// The one Address schema (spec/API.md §5.2), for the shipping-methods POST, checkout's shipping and
// billing addresses and the address book (/useraddresses/): required country (URL or ISO code),
// first_name, last_name, line1, line4 (city), postcode and phone_number; optional title, line2, line3,
// state and notes. Postcodes are checked per country, phone numbers normalised to E.164. A billing
// address is the same without phone_number and notes. Whether the country exists is for the service
// to check (`resolveAddressCountry`), since that needs the database.
import { z } from "zod";
import { createHash } from "node:crypto";
import type { Db, Tx } from "@/lib/db.ts";
import { HYPERLINK_ERRORS, parseHyperlink } from "@/lib/http/hyperlinks.ts";
import { normaliseAddressPhone } from "./phone.ts";
import { INDIAN_STATES } from "./indian-states.ts";
import { lookUpPincode, stateMismatchMessage, UNKNOWN_PINCODE_MESSAGE } from "./pincode-directory.ts";
import { invalidPostcodeMessage, normalisePostcode } from "./postcodes.ts";

export const COUNTRY_PATH = "/api/v2/countries/{iso2}/";
export const TITLES = ["Mr", "Miss", "Mrs", "Ms", "Dr", ""] as const;

/** A country by URL ("…/api/v2/countries/IN/") or ISO code ("IN", "in"): its ISO code. */
export const countryField = z
  .unknown()
  .transform((value, ctx) => {
    if (typeof value === "string" && /^\s*[A-Za-z]{2}\s*$/.test(value)) return value.trim().toUpperCase();
    const result = parseHyperlink(value, COUNTRY_PATH, (raw) => (/^[A-Z]{2}$/.test(raw) ? raw : null));
    if (!result.ok) {
      const message = value === undefined ? "This field is required." : value === null ? "This field may not be null." : result.error;
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return result.key;
  })
  .meta({ hyperlink: COUNTRY_PATH, description: "A country's URL or ISO 3166-1 alpha-2 code." });

const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).optional().default("");

const fields = {
  title: z.enum(TITLES).optional().default(""),
  first_name: required(255),
  last_name: required(255),
  line1: required(255),
  line2: optional(255),
  line3: optional(255),
  line4: required(255),
  state: optional(255),
  postcode: required(64),
  country: countryField,
};

/**
 * Postcode per country (an Indian one must be in India Post's directory, docs/decisions/0174, and a
 * State given with it must be the pincode's, 0181), phone to E.164 (when the address has one).
 */
async function checkPerCountry(a: { postcode: string; country: string; state: string; phone_number?: string }, ctx: z.RefinementCtx): Promise<void> {
  const postcode = normalisePostcode(a.postcode, a.country);
  if (postcode === null) ctx.addIssue({ code: "custom", path: ["postcode"], message: invalidPostcodeMessage(a.country), input: a.postcode });
  else {
    a.postcode = postcode;
    if (a.country === "IN") {
      const place = await lookUpPincode(postcode);
      if (!place) ctx.addIssue({ code: "custom", path: ["postcode"], message: UNKNOWN_PINCODE_MESSAGE, input: postcode });
      // A State given must be the pincode's (docs/decisions/0181): another of the list is refused; the
      // pincode's in any case, or text that is none of them (an address saved before the list, "KA"),
      // is stored as the State select spells the pincode's.
      else if (a.state) {
        const named = INDIAN_STATES.find((s) => s.toLowerCase() === a.state.toLowerCase());
        if (named && named !== place.state) ctx.addIssue({ code: "custom", path: ["state"], message: stateMismatchMessage(postcode, place.state), input: a.state });
        else a.state = place.state;
      }
    }
  }
  if (a.phone_number !== undefined) {
    const phone = normaliseAddressPhone(a.phone_number, a.country);
    if (phone === null) ctx.addIssue({ code: "custom", path: ["phone_number"], message: "Enter a valid phone number.", input: a.phone_number });
    else a.phone_number = phone;
  }
}

export const AddressSchema = z
  .object({ ...fields, phone_number: required(32), notes: optional(2000) })
  .superRefine(checkPerCountry).meta({ id: "Address" });
export type AddressInput = z.output<typeof AddressSchema>;

export const BillingAddressSchema = z.object(fields).superRefine(checkPerCountry).meta({ id: "BillingAddress" });
export type BillingAddressInput = z.output<typeof BillingAddressSchema>;

/** The country of an address, or null when the shop does not know it (answer `unknownCountryError`). */
export async function resolveAddressCountry(client: Tx | Db, iso2: string): Promise<{ isShippingCountry: boolean } | null> {
  return client.country.findUnique({ where: { iso2 }, select: { isShippingCountry: true } });
}

export const unknownCountryError = { country: [HYPERLINK_ERRORS.doesNotExist] };

/** The fields that make two addresses the same (spec/API.md §6): upper-cased, phone and notes left out. */
export function addressHash(a: Omit<BillingAddressInput, "country"> & { country: string }): string {
  const parts = [a.title, a.first_name, a.last_name, a.line1, a.line2, a.line3, a.line4, a.state, a.postcode, a.country].map((v) => v.trim().toUpperCase());
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

/** The address as lines for a label or a mail: name, street lines, "City State Postcode", country. */
export function addressLines(a: { title: string; firstName: string; lastName: string; line1: string; line2: string; line3: string; line4: string; state: string; postcode: string }, countryName: string): string[] {
  return [
    [a.title, a.firstName, a.lastName].filter(Boolean).join(" "),
    a.line1,
    a.line2,
    a.line3,
    [a.line4, a.state, a.postcode].filter(Boolean).join(" "),
    countryName,
  ].filter((l) => l.trim());
}
