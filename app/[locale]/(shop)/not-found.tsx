import type { Metadata } from "next";
import { ByLocale } from "@/components/i18n/locale-context.tsx";
import { NotFoundPanel } from "@/components/shop/not-found-panel.tsx";

export const metadata: Metadata = { title: "Page not found" };

// notFound() in a storefront page: the shop layout around it already draws the header and footer. Next
// renders this without the page's params, so both languages are drawn and the page's language picks one
// (docs/decisions/0186).
export default function ShopNotFound() {
  return <ByLocale en={<NotFoundPanel locale="en" />} hi={<NotFoundPanel locale="hi" />} />;
}
