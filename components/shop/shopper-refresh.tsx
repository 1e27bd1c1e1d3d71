"use client";
// Asks for the shopper's parts again once this renders: after an order the header's basket is empty,
// even when the page was reached by a client-side navigation (the parts are asked for once per visit).
import { useEffect } from "react";
import { reloadShopper } from "./shopper.tsx";

export function ShopperRefresh() {
  useEffect(() => void reloadShopper(), []);
  return null;
}
