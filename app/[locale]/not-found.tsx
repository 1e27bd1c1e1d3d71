import type { Metadata } from "next";
import { ByLocale } from "@/components/i18n/locale-context.tsx";
import { NotFoundMessage } from "@/components/shop/not-found-panel.tsx";
import { StatusFrame } from "@/components/shop/status-frame.tsx";

export const metadata: Metadata = { title: "Page not found" };

// An address that names no page in its language ([...missing]/page.tsx): the root 404's light frame and
// message (docs/decisions/0076), in the address's language. Next renders this without the page's params,
// so both languages are drawn and the page's language picks one (docs/decisions/0186).
export default function LocaleNotFound() {
  return (
    <ByLocale
      en={
        <StatusFrame locale="en">
          <NotFoundMessage locale="en" />
        </StatusFrame>
      }
      hi={
        <StatusFrame locale="hi">
          <NotFoundMessage locale="hi" />
        </StatusFrame>
      }
    />
  );
}
