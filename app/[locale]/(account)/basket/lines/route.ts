// A basket line's "Update" and "Remove" posted without JavaScript: lib/storefront/basket-forms.ts.
import { routeLocale, type RouteContext } from "@/lib/i18n/route-locale.ts";
import { changeLineFromForm } from "@/lib/storefront/basket-forms.ts";

// The language of the address ("/hi/basket/lines/" goes on to "/hi/basket/").
export const POST = async (request: Request, context: RouteContext) => changeLineFromForm(request, await routeLocale(context));
