// A UPI ID (virtual payment address) as the buyer types it for a cash-on-delivery refund: a handle and
// the bank's or app's name, "asha.rao@okicici", "9845012345@ybl". NPCI allows letters, digits, dots,
// hyphens and underscores before the "@", and a provider name of letters (some with digits) after it.
const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export const UPI_ID_MESSAGE = "Enter a UPI ID such as name@bank.";

/** The UPI ID trimmed, or null when it is not one. Case is kept: the payer's app shows it as typed. */
export function cleanUpiId(raw: string): string | null {
  const v = raw.trim();
  return UPI_ID.test(v) ? v : null;
}
