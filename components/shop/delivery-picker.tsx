"use client";
// "Deliver to 560001" in the header: a disclosure whose panel (loaded on first open: every page carries
// the header) asks for the pincode. Escape closes it and gives focus back to the button.
import { lazy, Suspense, useId, useRef, useState } from "react";
import { PinIcon } from "@/components/ui/icons.tsx";
import { useShopper } from "./shopper.tsx";
import header from "./site-header.module.css";
import styles from "./delivery-picker.module.css";

const DeliveryPanel = lazy(() => import("./delivery-panel.tsx"));

export function DeliveryPicker() {
  const shopper = useShopper();
  const pincode = shopper?.location?.pincode ?? null;
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape pressed on the toggle or inside the open panel bubbles up here
    <div className={styles.picker} onKeyDown={(e) => e.key === "Escape" && open && close()}>
      <button
        ref={toggle}
        type="button"
        className={`${header.action} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen(!open)}
        data-testid="delivery-picker"
      >
        <PinIcon />
        {/* Phones show the pincode alone (or the icon alone before one is chosen). */}
        <span className={pincode ? styles.label : header.actionLabel}>
          <span className={styles.small}>Deliver to </span>
          {pincode ?? "your pincode"}
        </span>
      </button>
      {/* Drawn only while open: the page's other "pincode" fields stay the only ones. */}
      {open && (
        <div id={`${id}-panel`} className={styles.panel}>
          <Suspense fallback={<p className={styles.hint}>Loading…</p>}>
            <DeliveryPanel pincode={pincode} onClose={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
