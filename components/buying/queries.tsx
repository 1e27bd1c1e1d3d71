"use client";
// The basket page's react-query client: one per browser tab (kept across client-side navigations).
// Only the basket page loads it; the header's basket count lives in the shopper store
// (components/shop/shopper.tsx), which the page updates from the same answers (docs/decisions/0040).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

let client: QueryClient | null = null;

export function buyingQueryClient(): QueryClient {
  client ??= new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } } });
  return client;
}

export function BuyingQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={buyingQueryClient()}>{children}</QueryClientProvider>;
}
