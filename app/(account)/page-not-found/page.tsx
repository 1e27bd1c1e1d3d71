import { notFound } from "next/navigation";

// What Next's proxy answers a missing account, order or wish list page with (lib/storefront/missing-pages.ts):
// prerendered at build time inside the group's layout, so its 404 (../not-found.tsx) is the response's
// status, not a message streamed after a 200.
export default function PageNotFound(): never {
  notFound();
}
