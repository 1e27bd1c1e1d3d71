import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * Hands the client components inside a page the few groups of messages they use (the basket's, the
 * checkout's), never the whole catalogue: the shop's layout gives them none (docs/decisions/0179).
 */
export async function TextsFor({ groups, children }: { groups: string[]; children: ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const messages = Object.fromEntries(groups.filter((g) => g in all).map((g) => [g, all[g as keyof typeof all]]));
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Kolkata">
      {children}
    </NextIntlClientProvider>
  );
}
