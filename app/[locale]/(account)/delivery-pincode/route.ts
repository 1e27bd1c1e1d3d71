// The header's pincode posted without JavaScript: lib/storefront/pincode-form.ts.
import { pincodeFromForm } from "@/lib/storefront/pincode-form.ts";

export const POST = (request: Request) => pincodeFromForm(request);
