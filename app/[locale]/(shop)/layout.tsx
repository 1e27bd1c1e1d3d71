import type { ReactNode } from "react";
import { ShopShell } from "@/components/shop/shop-shell.tsx";
// The listing filters' few rules (2.7 kB) travel with every shop page: alone in a chunk of their own, they
// were preloaded whenever a page prefetched a category or search (the home page's room cards) and reported
// "preloaded but not used" there (issue 24).
import "@/components/shop/listing-filters.module.css";
import { localized } from "@/lib/i18n/localized.tsx";

// Every page of this group is rendered once per URL and served from the page cache: nothing in it may
// depend on the request (docs/decisions: cached shop pages). The build fails if something does.
export const ensureStatic = "navigation";

function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopShell>{children}</ShopShell>;
}

export default localized(ShopLayout);
