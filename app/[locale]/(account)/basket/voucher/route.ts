// The basket's voucher "Apply" and "Remove" posted without JavaScript: lib/storefront/basket-forms.ts.
import { routeLocale, type RouteContext } from "@/lib/i18n/route-locale.ts";
import { voucherFromForm } from "@/lib/storefront/basket-forms.ts";

// The language of the address ("/hi/basket/voucher/" goes on to "/hi/basket/").
export const POST = async (request: Request, context: RouteContext) => voucherFromForm(request, await routeLocale(context));
