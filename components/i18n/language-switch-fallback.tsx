import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { localePath } from "@/lib/i18n/locale.ts";

interface Props {
  locale: ShopLocale;
  label: string;
  description: string;
  className?: string;
}

// A server component (the header draws it while the switch waits for the page's path): kept out of
// language-switch.tsx, whose every export travels in every page's JavaScript.
/** Without the page's address (while the build prerenders a shell): the other language's home page. */
export function LanguageSwitchFallback({ locale, label, description, className }: Props) {
  const other: ShopLocale = locale === "hi" ? "en" : "hi";
  const tag = other === "hi" ? "hi-IN" : "en-IN";
  return (
    <a href={localePath(other, "/")} hrefLang={tag} lang={tag} className={className} aria-label={description}>
      {label}
    </a>
  );
}
