"use client";
// The payment page's form goes to the payment provider, which only the page's own Content-Security-Policy
// allows (Next's proxy sends it, lib/http/page-policy.mjs). Reached by a move inside another page (the
// checkout's redirect, a client-side link), the browser still holds that page's policy: the page then
// loads itself once as a document of its own. Without JavaScript every move is a document load already.
import { useEffect } from "react";

const PAY_PAGE = /^\/orders\/[^/]+\/pay\/?$/;

export function PaymentPageDocument() {
  useEffect(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    const loaded = entry ? new URL(entry.name).pathname : window.location.pathname;
    if (!PAY_PAGE.test(loaded)) window.location.reload();
  }, []);
  return null;
}
