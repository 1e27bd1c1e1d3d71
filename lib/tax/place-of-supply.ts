// The place of supply of goods delivered to a buyer (IGST Act s. 10(1)(a)): the state where the delivery
// ends, as a GST state code. The address's state as the buyer wrote it decides; an address without a
// state a name can be read from falls back on its pincode's postal circle (the first digits of an
// Indian pincode), which matches the state for nearly every pincode. Staff see which rule decided.
import { gstStateCodeOf, gstStateName } from "./gst-states.ts";

// [first, last] three-digit pincode prefixes and their state; the first range that holds a prefix wins,
// so the few prefixes of a smaller state inside a larger circle come first.
const PINCODE_RANGES: [number, number, string][] = [
  [194, 194, "38"], [246, 246, "05"], [248, 249, "05"], [263, 263, "05"], [403, 403, "30"], [737, 737, "11"], [744, 744, "35"],
  [790, 792, "12"], [793, 794, "17"], [795, 795, "14"], [796, 796, "15"], [797, 798, "13"], [799, 799, "16"],
  [814, 816, "20"], [825, 835, "20"],
  [110, 119, "07"], [120, 139, "06"], [140, 169, "03"], [170, 179, "02"], [180, 199, "01"], [200, 289, "09"], [300, 349, "08"],
  [360, 399, "24"], [400, 449, "27"], [450, 489, "23"], [490, 499, "22"], [500, 509, "36"], [510, 539, "37"], [560, 599, "29"],
  [600, 649, "33"], [670, 699, "32"], [700, 749, "19"], [750, 779, "21"], [780, 789, "18"], [800, 859, "10"],
];

/** The state of an Indian pincode's postal circle, or null. */
export function gstStateCodeOfPincode(pincode: string): string | null {
  if (!/^[1-9]\d{5}$/.test(pincode)) return null;
  const prefix = Number(pincode.slice(0, 3));
  return PINCODE_RANGES.find(([first, last]) => prefix >= first && prefix <= last)?.[2] ?? null;
}

export interface PlaceOfSupply {
  code: string;
  name: string;
  /** How it was read: the address's state, or its pincode. */
  from: "state" | "pincode";
}

/** Where goods delivered to `address` are supplied, or null when neither its state nor its pincode names one. */
export function placeOfSupply(address: { state: string; postcode: string; countryIso2: string }): PlaceOfSupply | null {
  if (address.countryIso2 !== "IN") return null;
  const byState = gstStateCodeOf(address.state);
  const code = byState ?? gstStateCodeOfPincode(address.postcode);
  return code ? { code, name: gstStateName(code)!, from: byState ? "state" : "pincode" } : null;
}
