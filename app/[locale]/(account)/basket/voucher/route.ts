// The basket's voucher "Apply" and "Remove" posted without JavaScript: lib/storefront/basket-forms.ts.
import { voucherFromForm } from "@/lib/storefront/basket-forms.ts";

export const POST = (request: Request) => voucherFromForm(request);
