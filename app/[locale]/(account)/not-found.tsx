import type { Metadata } from "next";
import { ByLocale } from "@/components/i18n/locale-context.tsx";
import { NotFoundMessage } from "@/components/shop/not-found-panel.tsx";

export const metadata: Metadata = { title: "Page not found" };

// notFound() in an account, order or wish list page: the layout around it already draws the header and
// footer (without this file Next shows the root not-found here, a second frame inside the first). Both
// languages are drawn and the page's language picks one (docs/decisions/0186).
export default function AccountNotFound() {
  return <ByLocale en={<NotFoundMessage locale="en" />} hi={<NotFoundMessage locale="hi" />} />;
}
