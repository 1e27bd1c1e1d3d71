"use client";
// Errors in storefront pages: the shop's header and footer stay, the page area shows the apology.
import { ErrorPanel } from "@/components/shop/error-panel.tsx";

export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} />;
}
