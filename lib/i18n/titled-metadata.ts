// generateMetadata for a page whose title (and description) come from the shop's texts: the page's
// canonical address in its own language and hreflang both ways (en-IN, hi-IN, x-default), like every
// other page under app/[locale]/ (decision 0179). Pure: the texts are read by the [locale] param.
import type { Metadata } from "next";
import { type PageFacts, pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { asLocale } from "./locale.ts";
import { localizedMetadata } from "./localized.tsx";
import { type Messages, messagesOf } from "./messages.ts";

type Params = Record<string, string | string[] | undefined>;
/** A page opened from a mailed link with a token in its address sends no Referer (`referrer: "no-referrer"`). */
type TitledFacts = PageFacts & { referrer?: Metadata["referrer"] };

/** A page's metadata from its texts and params; a personal page passes `robots: PRIVATE`. */
export function titledMetadata(facts: (texts: Messages, params: Params) => TitledFacts | Promise<TitledFacts>): (props?: { params?: Promise<object> }) => Promise<Metadata> {
  return localizedMetadata(async (props?: { params?: Promise<object> }): Promise<Metadata> => {
    const params = ((await props?.params) ?? {}) as Params;
    const { referrer, ...page } = await facts(messagesOf(asLocale(params.locale)), params);
    return { ...pageMetadata(page), ...(referrer ? { referrer } : {}) };
  });
}

/** A route param as one path segment of the page's address. */
export const segment = (value: string | string[] | undefined) => encodeURIComponent(String(value ?? ""));

/** Kept out of search engines: a shopper's own pages and one-off token pages. */
export const PRIVATE = { index: false } as const;
