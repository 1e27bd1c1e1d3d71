"use client";
// "Delivery to 560001 by Tuesday 2 December" for the shopper's chosen pincode (from the shopper's parts),
// or an invitation to choose one with the header's pincode selector. A product made to order (its
// `leadTime`) says so, drops the methods that do not carry such pieces and waits its lead time first
// (the rule of lib/shipping/lead-time.ts, which the basket and checkout follow on the server).
import { useShopper } from "@/components/shop/shopper.tsx";
import { leadTimeText, type LeadTime } from "@/lib/shipping/lead-time.ts";
import type { DeliveryEstimateLabels } from "./delivery-estimate-labels.ts";
import { addWorkingDays } from "@/lib/shipping/working-days.ts";
import { deliveryDate } from "./dates.ts";
import styles from "./delivery-estimate.module.css";

function openPicker() {
  const toggle = document.querySelector<HTMLButtonElement>("[data-testid=delivery-picker]");
  if (toggle && toggle.getAttribute("aria-expanded") !== "true") toggle.click();
}

export function DeliveryEstimate({ leadTime = null, labels }: { leadTime?: LeadTime | null; labels: DeliveryEstimateLabels }) {
  const shopper = useShopper();
  if (!shopper) return null;
  const made = leadTime ? <span data-testid="made-to-order">{leadTimeText(leadTime, labels.leadTime)}. </span> : null;
  const location = shopper.location;
  if (!location) {
    return (
      <p className={styles.estimate}>
        {made}
        <button type="button" className={styles.link} onClick={openPicker}>
          {labels.enterPincode}
        </button>
        {labels.toSeeDelivery}
      </p>
    );
  }
  const deliveries = leadTime ? location.deliveries.filter((d) => d.for_made_to_order) : location.deliveries;
  if (!location.serviceable || deliveries.length === 0) {
    return (
      <p className={styles.estimate} data-testid="delivery-estimate">
        {made}
        {(leadTime ? labels.notDeliveredPiece : labels.notDelivered).replace("{pincode}", location.pincode)}
      </p>
    );
  }
  const first = deliveries[0];
  const date = leadTime ? addWorkingDays(first.estimated_date, leadTime.maxDays) : first.estimated_date;
  return (
    <p className={styles.estimate} data-testid="delivery-estimate">
      {made}
      {labels.deliveryBy.replace("{method}", first.name).replace("{place}", `${location.pincode}${location.name ? ` (${location.name})` : ""}`)}
      <strong>{deliveryDate(date, labels.lang)}</strong>
    </p>
  );
}
