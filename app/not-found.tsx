import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/shop/not-found-panel.tsx";
import { ShopShell } from "@/components/shop/shop-shell.tsx";

export const metadata: Metadata = { title: "Page not found" };

// Paths that match no route render here, outside every layout but the root one: bring the shop's frame.
// (notFound() in a storefront page renders app/(shop)/not-found.tsx inside the shop layout instead.)
export default function NotFound() {
  return (
    <ShopShell>
      <NotFoundPanel />
    </ShopShell>
  );
}
