import type { Metadata } from "next";
import { NotFoundPanel } from "@/components/shop/not-found-panel.tsx";

export const metadata: Metadata = { title: "Page not found" };

// notFound() in a storefront page: the shop layout around it already draws the header and footer.
export default function ShopNotFound() {
  return <NotFoundPanel />;
}
