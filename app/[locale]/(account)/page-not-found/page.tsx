import { notFound } from "next/navigation";
import { localized } from "@/lib/i18n/localized.tsx";

// What Next's proxy answers a missing account, order or wish list page with (lib/storefront/missing-pages.ts):
// prerendered at build time inside the group's layout, so its 404 (../not-found.tsx) is the response's
// status, not a message streamed after a 200.
function PageNotFound(): never {
  notFound();
}

export default localized(PageNotFound);
