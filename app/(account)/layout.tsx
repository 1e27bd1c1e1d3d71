import type { ReactNode } from "react";
import { ShopShell } from "@/components/shop/shop-shell.tsx";

// One shopper's own pages (sign-in, registration, the account): outside the cached (shop) group, rendered
// per request and never shared (docs/decisions/0017), in the same frame as the shop.
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <ShopShell>{children}</ShopShell>;
}
