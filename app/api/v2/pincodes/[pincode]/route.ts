import { z } from "zod";
import { INDIAN_STATES } from "@/lib/addresses/indian-states.ts";
import { lookUpPincode, UNKNOWN_PINCODE_MESSAGE } from "@/lib/addresses/pincode-directory.ts";
import { normalisePostcode } from "@/lib/addresses/postcodes.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { DetailSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

const PincodePlaceSchema = z
  .object({
    pincode: z.string().meta({ description: "Six digits." }),
    district: z.string().meta({ description: "India Post's district, which the address form takes as the city." }),
    state: z.enum(INDIAN_STATES),
  })
  .meta({ id: "PincodePlace" });

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/pincodes/{pincode}/",
  name: "Pincode Instance",
  description: "Where an Indian pincode is, from India Post's pincode directory: its district and its state or union territory. The address form fills the city and state with it.",
  tag: "Addresses",
  methods: {
    GET: {
      responses: {
        200: { description: "The pincode's district and state.", schema: PincodePlaceSchema },
        404: { description: "Not a pincode India Post knows.", schema: DetailSchema },
      },
      handler: async ({ params }) => {
        const pincode = normalisePostcode(params.pincode, "IN");
        const place = pincode ? await lookUpPincode(pincode) : null;
        if (!place) throw new NotFoundError(UNKNOWN_PINCODE_MESSAGE);
        return place;
      },
    },
  },
});
