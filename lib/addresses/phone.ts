// Phone numbers on addresses, normalised to E.164 (spec/API.md §5.2). A courier calls this number, so
// it must be complete: an Indian mobile or landline (10 digits after the trunk 0 or +91 is dropped), or
// any number written with its country code (+ and 8 to 15 digits).

/** "+919812345678" for "98123 45678", "+91 98123-45678", "09812345678"…; null when it is not a number. */
export function normaliseAddressPhone(value: string, countryIso2: string): string | null {
  const text = value.trim();
  if (!text || text.length > 32 || !/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (text.startsWith("+")) {
    if (digits.startsWith("91")) return indian(digits.slice(2));
    return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (countryIso2 !== "IN") return null; // without a country code only Indian numbers can be read
  if (digits.length === 12 && digits.startsWith("91")) return indian(digits.slice(2));
  if (digits.length === 11 && digits.startsWith("0")) return indian(digits.slice(1));
  return indian(digits);
}

function indian(national: string): string | null {
  // Mobiles start with 6–9; landlines carry an STD code starting with 2–8. Ten digits either way.
  return /^[2-9]\d{9}$/.test(national) ? `+91${national}` : null;
}
