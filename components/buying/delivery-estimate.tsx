"use client";
// "Delivery to 560001 by Tuesday 2 December" for the shopper's chosen pincode (from the shopper's parts),
// or an invitation to choose one with the header's pincode selector.
import { useShopper } from "@/components/shop/shopper.tsx";
import { deliveryDate } from "./dates.ts";
import styles from "./delivery-estimate.module.css";

function openPicker() {
  const toggle = document.querySelector<HTMLButtonElement>("[data-testid=delivery-picker]");
  if (toggle && toggle.getAttribute("aria-expanded") !== "true") toggle.click();
}

export function DeliveryEstimate() {
  const shopper = useShopper();
  if (!shopper) return null;
  const location = shopper.location;
  if (!location) {
    return (
      <p className={styles.estimate}>
        <button type="button" className={styles.link} onClick={openPicker}>
          Enter your pincode
        </button>{" "}
        to see when we can deliver.
      </p>
    );
  }
  if (!location.serviceable || location.deliveries.length === 0) {
    return (
      <p className={styles.estimate} data-testid="delivery-estimate">
        We do not deliver to {location.pincode} yet.
      </p>
    );
  }
  const first = location.deliveries[0];
  return (
    <p className={styles.estimate} data-testid="delivery-estimate">
      {first.name} to {location.pincode}
      {location.name ? ` (${location.name})` : ""}: by <strong>{deliveryDate(first.estimated_date)}</strong>
    </p>
  );
}
