import { z } from "zod";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";
import { INVALID_PINCODE, locationJson, locationOf, setLocation } from "@/lib/shipping/location.ts";

const LocationSchema = z.object({
  pincode: z.string().nullable(),
  zone_id: z.int().nullable(),
  zone_name: z.string().nullable(),
  location_id: z.int().nullable(),
  location_name: z.string().nullable(),
  serviceable: z.boolean(),
}).meta({ id: "Location" });

/**
 * A pincode as text, or as a JSON number (560001 is read as "560001", as apps that keep it numeric send it);
 * setLocation checks the digits. Anything else (null, a list, an object, true) is a malformed pincode.
 */
const [MALFORMED] = INVALID_PINCODE.pincode;
const PincodeField = z
  .union([z.string().max(32, MALFORMED), z.number()], { error: (issue) => (issue.input === undefined ? undefined : MALFORMED) })
  .meta({ label: "Pincode" });

const UNKNOWN = { pincode: null, zone_id: null, zone_name: null, location_id: null, location_name: null, serviceable: false };

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/location/",
  name: "Delivery Location",
  description: "The caller's delivery pincode and the zone that serves it. PUT {\"pincode\"} stores it (on the user, the app's session, or a browser cookie).",
  tag: "Basket",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The caller's location (all null when unknown).", schema: LocationSchema } },
      handler: async ({ caller }) => {
        const location = await locationOf(caller);
        return location ? locationJson(location) : UNKNOWN;
      },
    },
    PUT: {
      input: z.object({ pincode: PincodeField }),
      responses: { 200: { description: "Stored.", schema: LocationSchema } },
      handler: async ({ caller, body, request }) => {
        const { location, cookies } = await setLocation(caller, body.pincode, isSecure(request.headers));
        return reply(locationJson(location), { cookies });
      },
    },
  },
});
