// India Post's pincode directory (docs/decisions/0174): pincode → district and state, for filling the
// checkout's city and state and for refusing a pincode that does not exist. The data (180 kB of text,
// made by scripts/pincode-directory.ts) is loaded on the first look-up and kept as two typed arrays
// (about 115 kB for 19,000 pincodes); a look-up is a binary search.
import type { INDIAN_STATES } from "./indian-states.ts";

export interface PincodePlace {
  pincode: string;
  district: string;
  state: (typeof INDIAN_STATES)[number];
}

interface Directory {
  pins: Int32Array;
  districtOf: Uint16Array;
  districts: { district: string; state: PincodePlace["state"] }[];
}

let loading: Promise<Directory> | null = null;

async function load(): Promise<Directory> {
  const { DISTRICTS, PINCODES } = await import("./pincode-directory-data.ts");
  const records = PINCODES.split(",");
  const pins = new Int32Array(records.length);
  const districtOf = new Uint16Array(records.length);
  records.forEach((r, i) => {
    pins[i] = Number(r.slice(0, 6));
    districtOf[i] = parseInt(r.slice(6), 36);
  });
  const districts = DISTRICTS.map((d) => {
    const [district, state] = d.split("|");
    return { district, state: state as PincodePlace["state"] };
  });
  return { pins, districtOf, districts };
}

function directory(): Promise<Directory> {
  loading ??= load().catch((e) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** A State that is not the pincode's (docs/decisions/0181): said beside the State field. */
export const stateMismatchMessage = (pincode: string, state: string) => `Pincode ${pincode} is in ${state}. Choose ${state}, or check the pincode.`;

/** The district and state of an Indian pincode ("560001"), or null when India Post has no such pincode. */
export async function lookUpPincode(pincode: string): Promise<PincodePlace | null> {
  if (!/^[1-9]\d{5}$/.test(pincode)) return null;
  const { pins, districtOf, districts } = await directory();
  const want = Number(pincode);
  let lo = 0;
  let hi = pins.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (pins[mid] === want) return { pincode, ...districts[districtOf[mid]] };
    if (pins[mid] < want) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}

export const UNKNOWN_PINCODE_MESSAGE = "There is no such pincode in India Post’s directory. Check the pincode.";
