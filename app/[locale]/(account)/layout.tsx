import type { ReactNode } from "react";
import { ShopShell } from "@/components/shop/shop-shell.tsx";
import { localized } from "@/lib/i18n/localized.tsx";

// One shopper's own pages (sign-in, registration, the account, the wish list) and pages that change without
// catalogue events (a shared wish list): outside the cached (shop) group, rendered per request and never
// shared (docs/decisions/0017), in the same frame as the shop. Visitors without a session are sent to sign
// in by proxy.ts before a personal page renders.
function AccountLayout({ children }: { children: ReactNode }) {
  return <ShopShell>{children}</ShopShell>;
}

export default localized(AccountLayout);
