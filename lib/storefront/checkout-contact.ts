// The checkout page's contact step asks the shop about a guest's e-mail address before going on: the
// answer is the checkout's own (lib/checkout/input.ts, the rule POST /api/v2/checkout/ applies to
// guest_email), as the sentence the page shows beside the e-mail field when the order is placed.
import { guestContactRefusal } from "@/lib/checkout/input.ts";
import { checkoutErrors } from "./checkout-errors.ts";

/** The message beside the e-mail field for what the guest typed (trimmed, as placing the order sends it), or null. */
export async function guestContactError(typed: string): Promise<string | null> {
  const refusal = await guestContactRefusal(typed.trim());
  if (!refusal) return null;
  const errors = checkoutErrors(refusal.status, refusal.body, false);
  // checkoutErrors always names a place; a refusal about the contact is the e-mail field's or the whole form's.
  return errors.guest_email ?? errors.form ?? String(Object.values(errors)[0]);
}
