// The compat 406 answers of the basket (spec/API.md §5.2): `{"reason": "<message>"}` or
// `{"reason": {<field errors>}}`.
import { ApiError, type FieldErrors } from "@/lib/errors.ts";

export const UNAVAILABLE = "Unavailable";
export const maximumReached = (n: number) => `a maximum of ${n} can be bought`;
export const notDeliverable = (title: string, pincode: string) => `${title} is not available in ${pincode}`;

export function refuse(reason: string | FieldErrors): ApiError {
  return new ApiError(406, { reason });
}
