"use client";
// What the search box suggests for the words typed so far: products and categories from
// GET /api/v2/catalogue/suggestions/, through react-query (cached per query, the previous answer kept
// while the next loads). Loaded only once the shopper starts using the box (it carries react-query),
// and renders nothing itself: the box shows the options.
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatMoney } from "@/lib/money/format.ts";

export interface SuggestionOption {
  id: string;
  label: string;
  detail: string;
  href: string;
}

export interface SuggestionResult {
  /** The words these options are for. */
  q: string;
  options: SuggestionOption[];
  loading: boolean;
}

interface SuggestionsAnswer {
  products: { id: number; title: string; slug: string; price: { incl_tax: string | null } }[];
  categories: { id: number; name: string; slug: string }[];
}

async function fetchSuggestions(q: string, signal: AbortSignal): Promise<SuggestionOption[]> {
  const response = await fetch(`/api/v2/catalogue/suggestions/?q=${encodeURIComponent(q)}`, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`Suggestions did not load (${response.status}).`);
  const data = (await response.json()) as SuggestionsAnswer;
  return [
    // Slugs are unique: /c/<slug>/ leads to the category wherever it sits in the tree.
    ...data.categories.map((c) => ({ id: `c${c.id}`, label: c.name, detail: "Category", href: `/c/${encodeURIComponent(c.slug)}/` })),
    ...data.products.map((p) => ({ id: `p${p.id}`, label: p.title, detail: p.price.incl_tax ? formatMoney(p.price.incl_tax) : "", href: `/p/${encodeURIComponent(p.slug)}/` })),
  ];
}

/** One empty list for every render: a new [] each time would re-run the effect below, which sets the box's
 * state, which renders this again — an endless loop of updates that kept the router's page changes
 * from ever committing once the box had been used and emptied. */
const NO_OPTIONS: SuggestionOption[] = [];

function Source({ q, onResult }: { q: string; onResult: (result: SuggestionResult) => void }) {
  const { data = NO_OPTIONS, isFetching } = useQuery({
    queryKey: ["suggestions", q],
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  useEffect(() => onResult({ q, options: q ? data : NO_OPTIONS, loading: isFetching }), [q, data, isFetching, onResult]);
  return null;
}

/** Feeds the box the suggestions for `q` ("" for none). */
export default function SearchSuggestions(props: { q: string; onResult: (result: SuggestionResult) => void }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <Source {...props} />
    </QueryClientProvider>
  );
}
