"use client";
// The shop's links: next/link with the page's language in the address ("/basket/" on a Hindi page is
// "/hi/basket/"), the way next-intl's Link does it, without next-intl's client runtime in every page's
// first load (decision 0179).
import NextLink from "next/link";
import type { ComponentProps } from "react";
import { localePath } from "@/lib/i18n/locale.ts";
import { usePageLocale } from "./locale-context.tsx";

export function Link({ href, ...rest }: ComponentProps<typeof NextLink>) {
  const locale = usePageLocale();
  return <NextLink href={typeof href === "string" ? localePath(locale, href) : href} {...rest} />;
}
