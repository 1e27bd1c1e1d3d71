"use client";
// "Deliver to 560001" in the header: a disclosure whose panel (loaded on first open: every page carries
// the header) asks for the pincode. Escape closes it and gives focus back to the button. Without
// JavaScript the button does nothing, so a <noscript> disclosure (<details>, drawn by the server:
// delivery-pincode-no-script.tsx, no script for it) holds a form posted to /delivery-pincode/ instead
// (lib/storefront/pincode-form.ts), and the button is hidden beside it (CSS only: with JavaScript the
// <noscript> holds no elements, and the page's other pincode fields stay the only ones).
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from "react";
import { PinIcon } from "@/components/ui/icons.tsx";
import type { DeliveryLabels } from "./delivery-labels.ts";
import { useShopper } from "./shopper.tsx";
import header from "./site-header.module.css";
import styles from "./delivery-picker.module.css";

const DeliveryPanel = lazy(() => import("./delivery-panel.tsx"));

/** `noScript`: the form shown without JavaScript (delivery-pincode-no-script.tsx, rendered by the server). */
export function DeliveryPicker({ noScript, labels }: { noScript?: ReactNode; labels: DeliveryLabels }) {
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
          <span className={styles.small}>{labels.deliverTo}</span>
          {pincode ?? labels.yourPincode}
        </span>
      </button>
      {noScript && <noscript>{noScript}</noscript>}
      {/* Drawn only while open: the page's other "pincode" fields stay the only ones. */}
      {open && (
        <div id={`${id}-panel`} className={styles.panel}>
          <Suspense fallback={<p className={styles.hint}>{labels.loading}</p>}>
            <DeliveryPanel pincode={pincode} onClose={close} labels={labels} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
