"use client";
// A listing's filter or sort form. Without JavaScript it is a GET form (proxy.ts turns its query string
// into the listing's path); with it, a change of a checkbox or select applies at once and a submit goes
// straight to the path, both as client-side navigations.
import { useRouter } from "next/navigation";
import type { ChangeEvent, FormEvent, ReactNode } from "react";
import { listingPath, readListingQuery } from "@/lib/storefront/listing-path.ts";

interface ListingFormProps {
  /** The listing's place: "/c/living-room/", "/search/". */
  base: string;
  label: string;
  className?: string;
  children: ReactNode;
}

export function ListingForm({ base, label, className, children }: ListingFormProps) {
  const router = useRouter();

  function apply(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
    router.push(listingPath(base, { ...readListingQuery(params), page: 1 }), { scroll: false });
  }

  return (
    <form
      action={base}
      method="get"
      aria-label={label}
      className={className}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event: ChangeEvent<HTMLFormElement>) => {
        const field = event.target as unknown as HTMLInputElement | HTMLSelectElement;
        if (field.type === "checkbox" || field.tagName === "SELECT") apply(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
