import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginFlow } from "@/components/account/login-flow.tsx";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { safeNextPath } from "@/lib/auth/next-path.ts";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

// Per request: a signed-in shopper goes straight on (a real redirect: the page waits for the caller).
export const instant = false;

async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = safeNextPath((await searchParams).next);
  if ((await getPageCaller()).user) redirect(next);
  return <LoginFlow next={next} />;
}

export default localized(LoginPage);
