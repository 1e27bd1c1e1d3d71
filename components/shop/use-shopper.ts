"use client";
// The caller's own parts of a page (GET /api/v2/_shopper/: name, favourites), asked once per visit and
// shared by every component that shows them; hearts change favourites through the API.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShopperJson } from "@/lib/storefront/shopper.ts";

const KEY = ["shopper"] as const;

async function fetchShopper(): Promise<ShopperJson> {
  const response = await fetch("/api/v2/_shopper/", { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (!response.ok) throw new Error(`The shopper's details did not load (${response.status}).`);
  return response.json();
}

export function useShopper() {
  return useQuery({ queryKey: KEY, queryFn: fetchShopper, staleTime: 60_000 });
}

/** Whether a product is a favourite, and the function that changes it (optimistically). */
export function useFavourite(productId: number) {
  const client = useQueryClient();
  const shopper = useShopper();
  const isFavourite = shopper.data?.favourites.includes(productId) ?? false;
  const mutation = useMutation({
    mutationFn: async (want: boolean) => {
      const response = await fetch(`/api/v2/catalogue/d/${productId}/mark_as_fav/`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ is_favourite: want }),
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(`The wish list did not change (${response.status}).`);
      return (await response.json()) as { product: number; is_favourite: boolean };
    },
    onMutate: (want) => {
      const before = client.getQueryData<ShopperJson>(KEY);
      if (before) client.setQueryData<ShopperJson>(KEY, withFavourite(before, productId, want));
      return { before };
    },
    onError: (_error, _want, context) => {
      if (context?.before) client.setQueryData(KEY, context.before);
    },
    onSuccess: (answer) => {
      client.setQueryData<ShopperJson>(KEY, (current) => current && withFavourite(current, productId, answer.is_favourite));
    },
  });
  return { signedIn: !!shopper.data?.user, known: shopper.isSuccess, isFavourite, setFavourite: mutation.mutate, failed: mutation.isError };
}

function withFavourite(shopper: ShopperJson, productId: number, want: boolean): ShopperJson {
  const rest = shopper.favourites.filter((id) => id !== productId);
  return { ...shopper, favourites: want ? [...rest, productId] : rest };
}
