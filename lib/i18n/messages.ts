// The shop's texts in its two languages, read on the server only. Each area keeps its texts in its own
// pair of files (messages/en/<area>.json and messages/hi/<area>.json) beside the shared ones
// (messages/en.json, messages/hi.json); the areas' top-level names must not collide.
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import enAccount from "@/messages/en/account.json";
import hiAccount from "@/messages/hi/account.json";
import enCatalogue from "@/messages/en/catalogue.json";
import hiCatalogue from "@/messages/hi/catalogue.json";
import enContent from "@/messages/en/content.json";
import hiContent from "@/messages/hi/content.json";
import type { ShopLocale } from "@/i18n/routing.ts";

const EN = {
  ...en,
  ...enAccount,
  ...enCatalogue,
  ...enContent,
};
export type Messages = typeof EN;
const HI: Messages = {
  ...(hi as Messages),
  ...hiAccount,
  ...hiCatalogue,
  ...hiContent,
};

export function messagesOf(locale: ShopLocale): Messages {
  return locale === "hi" ? HI : EN;
}
