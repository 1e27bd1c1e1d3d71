"use client";
// "Delivery to 560001 by Tuesday 2 December" for the shopper's chosen pincode (from the shopper's parts),
// or an invitation to choose one with the header's pincode selector. A product made to order (its
// `leadTime`) says so, drops the methods that do not carry such pieces and waits its lead time first
// (the rule of lib/shipping/lead-time.ts, which the basket and checkout follow on the server).
import { useShopper } from "@/components/shop/shopper.tsx";
import { leadTimeText, type LeadTime } from "@/lib/shipping/lead-time.ts";
import { addWorkingDays } from "@/lib/shipping/working-days.ts";
import { deliveryDate } from "./dates.ts";
import styles from "./delivery-estimate.module.css";

function openPicker() {
  const toggle = document.querySelector<HTMLButtonElement>("[data-testid=delivery-picker]");
  if (toggle && toggle.getAttribute("aria-expanded") !== "true") toggle.click();
}

export function DeliveryEstimate({ leadTime = null }: { leadTime?: LeadTime | null }) {
  const shopper = useShopper();
  if (!shopper) return null;
  const made = leadTime ? <span data-testid="made-to-order">{leadTimeText(leadTime)}. </span> : null;
  const location = shopper.location;
  if (!location) {
    return (
      <p className={styles.estimate}>
        {made}
        <button type="button" className={styles.link} onClick={openPicker}>
          Enter your pincode
        </button>{" "}
        to see when we can deliver.
      </p>
    );
  }
  const deliveries = leadTime ? location.deliveries.filter((d) => d.for_made_to_order) : location.deliveries;
  if (!location.serviceable || deliveries.length === 0) {
    return (
      <p className={styles.estimate} data-testid="delivery-estimate">
        {made}
        We do not deliver {leadTime ? "this piece " : ""}to {location.pincode} yet.
      </p>
    );
  }
  const first = deliveries[0];
  const date = leadTime ? addWorkingDays(first.estimated_date, leadTime.maxDays) : first.estimated_date;
  return (
    <p className={styles.estimate} data-testid="delivery-estimate">
      {made}
      {first.name} to {location.pincode}
      {location.name ? ` (${location.name})` : ""}: by <strong>{deliveryDate(date)}</strong>
    </p>
  );
}
