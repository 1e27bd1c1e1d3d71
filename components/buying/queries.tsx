"use client";
// The basket page's react-query client. In the browser: one per tab, kept across client-side
// navigations. On the server: one per render. The server renders this module for every shopper in one
// process, so a client kept at module level there would carry one shopper's basket into the next
// shopper's HTML (initialData does not replace data a client already holds). Why: docs/decisions/0100.
// Only the basket page loads it; the header's basket count lives in the shopper store
// (components/shop/shopper.tsx), which the page updates from the same answers (docs/decisions/0040).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

let browserClient: QueryClient | null = null;

function newClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } } });
}

/** The client for this render: a new one on the server, the tab's own in the browser. */
function clientForThisRender(): QueryClient {
  if (typeof window === "undefined") return newClient();
  return (browserClient ??= newClient());
}

export function BuyingQueries({ children }: { children: ReactNode }) {
  const [client] = useState(clientForThisRender);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
