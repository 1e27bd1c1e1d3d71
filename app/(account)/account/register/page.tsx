import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RegisterForm } from "@/components/account/register-form.tsx";
import { getPageCaller } from "@/lib/auth/page-caller.ts";

export const metadata: Metadata = { title: "Create an account", robots: { index: false } };

export const instant = false;

export default async function RegisterPage() {
  if ((await getPageCaller()).user) redirect("/account/");
  return <RegisterForm />;
}
