// The pages a mailed link opens (newsletter, back-in-stock) ask before they change anything; their forms
// post the link's token and the page's language. What their server actions read from such a form.
import { asLocale, localePath } from "@/lib/i18n/locale.ts";

/** The link's token as posted (at most 128 characters: no token is longer). */
export const tokenOf = (formData: FormData): string => String(formData.get("token") ?? "").slice(0, 128);

/** The link's page ("/newsletter/confirm/{token}/") in the language the form was posted from ("en" or "hi" only). */
export const tokenPagePath = (template: string, token: string, formData: FormData): string =>
  localePath(asLocale(formData.get("locale")), template.replace("{token}", encodeURIComponent(token)));
