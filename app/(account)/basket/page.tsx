import type { Metadata } from "next";
import { BasketView } from "@/components/buying/basket-view.tsx";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { basketPageData, optionNames } from "@/lib/storefront/basket-page.ts";

export const metadata: Metadata = { title: "Your basket", robots: { index: false } };

// One shopper's own page, rendered per request with their basket; changes then go through the API.
export const instant = false;

export default async function BasketPage() {
  const caller = await getPageCaller();
  // The page takes the basket's dropped-line messages (the sign-in merge's): shown here once.
  const [{ display, summary, notices }, names] = await Promise.all([basketPageData(caller, { takeNotices: true }), optionNames()]);
  return <BasketView initial={display} initialSummary={summary} optionNames={names} notices={notices} />;
}
