// Postcodes checked per country (spec/API.md §5.2): India's pincodes are 6 digits, not starting with 0.
// Other countries get a loose check (letters, digits, one space or dash), since the shop delivers only
// in India for now and a stricter rule would refuse real addresses.

/** The postcode as the shop keeps it ("560001", "SW1A 1AA"), or null when it is not valid for the country. */
export function normalisePostcode(value: string, countryIso2: string): string | null {
  const text = value.trim().toUpperCase();
  if (countryIso2 === "IN") {
    const digits = text.replace(/\s+/g, "");
    return /^[1-9]\d{5}$/.test(digits) ? digits : null;
  }
  const compact = text.replace(/\s+/g, " ");
  return /^[A-Z0-9][A-Z0-9 -]{1,9}$/.test(compact) ? compact : null;
}

/** The message for a postcode `normalisePostcode` refused. */
export function invalidPostcodeMessage(countryIso2: string): string {
  return countryIso2 === "IN" ? "Enter a valid pincode." : "Enter a valid postcode.";
}
