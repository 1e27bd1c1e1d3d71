import type { ReactNode } from "react";
import { ShopShell } from "@/components/shop/shop-shell.tsx";

export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ShopShell>{children}</ShopShell>;
}
