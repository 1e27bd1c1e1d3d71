// A complete Indian pincode fills the city and the state (GET /api/v2/pincodes/{pincode}/, India Post's
// directory): the state always, the city when it is empty or was filled by us — never a city the shopper
// typed. Checkout's address and the address book ask the same way.
import { useRef } from "react";
import { callApi } from "@/components/account/api-client.ts";

export type PincodeFill =
  | { kind: "place"; state: string; /** The city to show instead of `current`. */ city: (current: string) => string }
  | { kind: "unknown"; message: string };

/** `filledInitially`: a city already filled from the pincode (replaced by the next pincode's). */
export function usePincodeFill(filledInitially = "") {
  const filledCity = useRef(filledInitially);
  const asked = useRef("");
  /** What `raw` fills in, or null (not a complete Indian pincode, a newer one asked since, no answer). */
  return async function fill(raw: string, country: string): Promise<PincodeFill | null> {
    const pincode = raw.replace(/\s+/g, "");
    if (country !== "IN" || !/^[1-9]\d{5}$/.test(pincode)) return null;
    asked.current = pincode;
    const answer = await callApi(`/api/v2/pincodes/${pincode}/`).catch(() => null);
    if (asked.current !== pincode || !answer) return null;
    if (answer.status === 404) return { kind: "unknown", message: String((answer.data as { detail?: string } | null)?.detail ?? "") };
    if (answer.status !== 200) return null;
    const place = answer.data as { district: string; state: string };
    return {
      kind: "place",
      state: place.state,
      city: (current) => {
        const city = !current.trim() || current === filledCity.current ? place.district : current;
        filledCity.current = place.district;
        return city;
      },
    };
  };
}
