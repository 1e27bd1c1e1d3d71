// A route handler's language under app/[locale]/: its [locale] segment, taken from the shop's fixed list
// (anything else is English), so an answer's Location can never be steered elsewhere by the address.
import type { ShopLocale } from "./locales.ts";
import { asLocale } from "./locale.ts";

/** The second argument Next hands a route handler. */
export interface RouteContext {
  params?: Promise<object>;
}

export async function routeLocale(context: RouteContext | undefined): Promise<ShopLocale> {
  const params = (await context?.params) as { locale?: unknown } | undefined;
  return asLocale(params?.locale);
}

