// A GSTIN, India's GST registration number: 15 characters — the state's code, the holder's PAN, the
// registration's number within the PAN, "Z", and a check character computed from the first fourteen
// (base 36, weights 1 and 2 alternating, the product's two base-36 digits added).
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** The GSTIN in capitals without spaces when its shape and check character are right; null otherwise. */
export function normaliseGstin(value: string): string | null {
  const gstin = value.replace(/\s+/g, "").toUpperCase();
  if (!SHAPE.test(gstin)) return null;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? gstin : null;
}

export const INVALID_GSTIN = "Enter a valid GSTIN.";
