import { redirect } from "next/navigation";
import { LoginFlow } from "@/components/account/login-flow.tsx";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { nextInLanguage } from "@/lib/auth/next-path.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { pageLocale, textsOf } from "@/lib/i18n/texts.ts";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.AccountSignIn.pageTitle, path: "/account/login/", robots: PRIVATE }));

// Per request: a signed-in shopper goes straight on (a real redirect: the page waits for the caller).
export const instant = false;

async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await pageLocale();
  // On in the page's language: signing in on /hi/account/login/ leads to /hi/account/.
  const next = nextInLanguage(locale, (await searchParams).next);
  if ((await getPageCaller()).user) redirect(next);
  return <LoginFlow next={next} texts={await textsOf("AccountSignIn")} registerHref={localePath(locale, "/account/register/")} />;
}

export default localized(LoginPage);
