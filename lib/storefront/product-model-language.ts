// The product page's model in the page's language: availability as the page shows it ("In stock (3
// available)" is "स्टॉक में (3 उपलब्ध)") and the variants' addresses in that language, so choosing a variant on
// a Hindi page moves the address to the variant's Hindi page. The API keeps its English messages.
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import type { Availability } from "@/lib/pricing/availability.ts";
import type { ProductModel, ShownProduct } from "./product-model.ts";

/** The page's words for the availability messages of lib/pricing/availability.ts; `{count}` is the units. */
export interface AvailabilityWords {
  available: string;
  unavailable: string;
  inStock: string;
}

/** An availability message in the page's words (a message it does not know stays as it is). */
export function availabilityText(message: string, words: AvailabilityWords): string {
  if (message === "Available") return words.available;
  if (message === "Unavailable") return words.unavailable;
  const units = /^In stock \((\d+) available\)$/.exec(message)?.[1];
  return units ? words.inStock.replace("{count}", units) : message;
}

function shownIn<T extends ShownProduct>(product: T, locale: ShopLocale, words: AvailabilityWords): T {
  const availability: Availability = { ...product.availability, message: availabilityText(product.availability.message, words) };
  return { ...product, href: localePath(locale, product.href), availability };
}

/** The model as an English page has it, or with a Hindi page's availability texts and addresses. */
export function modelInLanguage(model: ProductModel, locale: ShopLocale, words: AvailabilityWords): ProductModel {
  if (locale === "en") return model;
  return { ...model, base: shownIn(model.base, locale, words), variants: model.variants.map((v) => shownIn(v, locale, words)) };
}
