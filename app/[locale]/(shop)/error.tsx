"use client";
// Errors in storefront pages: the shop's header and footer stay, the page area shows the apology (a failure
// of a layout itself gets Next's own error page: docs/decisions/0065).
import { ErrorPanel } from "@/components/shop/error-panel.tsx";

export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPanel error={error} retry={retry} />;
}
