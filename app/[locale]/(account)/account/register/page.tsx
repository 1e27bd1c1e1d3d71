import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RegisterForm } from "@/components/account/register-form.tsx";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata: Metadata = { title: "Create an account", robots: { index: false } };

export const instant = false;

async function RegisterPage() {
  if ((await getPageCaller()).user) redirect("/account/");
  return <RegisterForm />;
}

export default localized(RegisterPage);
