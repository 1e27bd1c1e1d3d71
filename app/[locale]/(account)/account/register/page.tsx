import { redirect } from "next/navigation";
import { RegisterForm } from "@/components/account/register-form.tsx";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { pageLocale, textsOf } from "@/lib/i18n/texts.ts";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.AccountRegister.pageTitle, path: "/account/register/", robots: PRIVATE }));

export const instant = false;

async function RegisterPage() {
  const locale = await pageLocale();
  if ((await getPageCaller()).user) redirect(localePath(locale, "/account/"));
  return <RegisterForm texts={await textsOf("AccountRegister")} signInHref={localePath(locale, "/account/login/")} />;
}

export default localized(RegisterPage);
