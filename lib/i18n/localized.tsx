// Pages and layouts under app/[locale]/ tell next-intl their language from the address before anything
// renders (setRequestLocale): a cached page then renders without reading the request (next-intl would
// read a header otherwise, which makes a page dynamic). Next renders layouts, pages and metadata apart, so
// each one is wrapped. Metadata also gets the page's address in its language and hreflang links to both.
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { ShopLocale } from "@/i18n/routing.ts";
import { siteUrl } from "@/lib/storefront/site-url.ts";
import { asLocale, LOCALES, languageTag, localePath, openGraphLocale } from "./locale.ts";

type WithParams = { params?: Promise<object> };
/** The wrapped function's own props (a page without props may be called with none, as tests do). */
type Wrapped<P, R> = unknown extends P ? (props?: WithParams) => R : (props: P) => R;

async function localeOf(props: WithParams | undefined): Promise<ShopLocale> {
  const params = (await props?.params) as { locale?: unknown } | undefined;
  const locale = asLocale(params?.locale);
  // Outside Next's server components (unit tests import pages directly) there is no request to tell.
  try {
    setRequestLocale(locale);
  } catch {}
  return locale;
}

/** A page or layout of app/[locale]/, knowing its language. */
export function localized<P, R>(render: (props: P) => R): Wrapped<P, Promise<Awaited<R>>> {
  const wrapped = async (props: P) => {
    await localeOf(props as WithParams);
    return (await render(props)) as Awaited<R>;
  };
  return wrapped as Wrapped<P, Promise<Awaited<R>>>;
}

/** hreflang alternates of a site path: English, Hindi, and English as the default. */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[languageTag(locale)] = siteUrl(localePath(locale, path));
  languages["x-default"] = siteUrl(path);
  return languages;
}

/** A page's metadata in its language: canonical and Open Graph URL of its own language, hreflang both ways. */
export function inLanguage(metadata: Metadata, locale: ShopLocale): Metadata {
  const canonical = metadata.alternates?.canonical;
  if (typeof canonical !== "string" || !canonical.startsWith(siteUrl("/"))) return metadata;
  const path = canonical.slice(siteUrl("/").length - 1);
  const url = siteUrl(localePath(locale, path));
  return {
    ...metadata,
    alternates: { ...metadata.alternates, canonical: url, languages: languageAlternates(path) },
    ...(metadata.openGraph ? { openGraph: { ...metadata.openGraph, url, locale: openGraphLocale(locale) } } : {}),
  };
}

/** A page's generateMetadata, knowing its language, with its language's addresses. */
export function localizedMetadata<P>(make: (props: P) => Metadata | Promise<Metadata>): Wrapped<P, Promise<Metadata>> {
  const wrapped = async (props: P) => {
    const locale = await localeOf(props as WithParams);
    return inLanguage(await make(props), locale);
  };
  return wrapped as Wrapped<P, Promise<Metadata>>;
}
