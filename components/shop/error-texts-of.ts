// The error panel's words in a language, made on the server for the frames that hold the error boundaries
// (the shop's frame, the staff pages' layout): the panel's bundle carries no words of its own.
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import type { ErrorTexts } from "./error-texts.tsx";

export function errorTextsOf(locale: ShopLocale): ErrorTexts {
  const t = messagesOf(locale).CatalogueErrors;
  return { wentWrong: t.wentWrong, didNotLoad: t.didNotLoad, ourSide: t.ourSide, reference: t.reference, tryAgain: t.tryAgain, goHome: t.goHome, home: localePath(locale, "/") };
}
