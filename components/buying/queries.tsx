"use client";
// The buying pages' react-query client: one per browser tab, shared by the buy box, the basket page and
// checkout, so an answer one of them gets (the display basket after an add) is what the others show.
// Only the buying components load it: the header's basket count lives in the shopper store
// (components/shop/shopper.tsx), which they update from the same answers.
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
