import type { ReactNode } from "react";
import { ShopShell } from "@/components/shop/shop-shell.tsx";

// Every page of this group is rendered once per URL and served from the page cache: nothing in it may
// depend on the request (docs/decisions: cached shop pages). The build fails if something does.
export const ensureStatic = "navigation";

export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopShell>{children}</ShopShell>;
}
