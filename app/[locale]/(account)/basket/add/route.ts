// "Add to basket" posted without JavaScript (the product page's buy box): lib/storefront/basket-forms.ts.
import { routeLocale, type RouteContext } from "@/lib/i18n/route-locale.ts";
import { addFromForm } from "@/lib/storefront/basket-forms.ts";

// The language of the address ("/hi/basket/add/" goes on to "/hi/basket/").
export const POST = async (request: Request, context: RouteContext) => addFromForm(request, await routeLocale(context));
