"use client";
// The product page's reviews. Their code (sorting, helpful votes, writing and editing a review) comes
// once the page has loaded, so it does not hold up the page's first load (the product page's JavaScript
// budget, docs/decisions/0065); until then, and without JavaScript, the page shows `children`: the
// server-drawn ProductReviewsPoster with the same rating and reviews.
import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from "react";
import type { ProductReviews as Interactive } from "./product-reviews.tsx";

const ProductReviews = lazy(() => import("./product-reviews.tsx").then((m) => ({ default: m.ProductReviews })));

/** Runs `fn` once the page's load event has fired (at once if it has); returns the cancel. */
function afterLoad(fn: () => void): () => void {
  if (document.readyState === "complete") {
    fn();
    return () => {};
  }
  window.addEventListener("load", fn, { once: true });
  return () => window.removeEventListener("load", fn);
}

export function ProductReviewsSlot({ children, ...props }: ComponentProps<typeof Interactive> & { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);
  if (!loaded) return children;
  return (
    <Suspense fallback={children}>
      <ProductReviews {...props} />
    </Suspense>
  );
}
