import type { ReactNode } from "react";
import { ShopShell } from "@/components/shop/shop-shell.tsx";

// Pages that are one shopper's own, or change without catalogue events (a shared wish list): rendered
// per request, never cached, in the same frame as the shop (docs/decisions/0017). A visitor without a
// session cookie is sent to sign in by proxy.ts before the page renders.
export default function PersonalLayout({ children }: { children: ReactNode }) {
  return <ShopShell>{children}</ShopShell>;
}
