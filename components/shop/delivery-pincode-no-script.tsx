// The header's "Deliver to" without JavaScript: a disclosure whose form posts the pincode to
// /delivery-pincode/ (lib/storefront/pincode-form.ts). A server component, shown by DeliveryPicker inside
// a <noscript>, so no page carries script for it.
import { PinIcon } from "@/components/ui/icons.tsx";
import header from "./site-header.module.css";
import styles from "./delivery-picker.module.css";

export function DeliveryPincodeNoScript() {
  return (
    <details className={styles.noScript}>
      <summary className={`${header.action} ${styles.toggle}`}>
        <PinIcon />
        <span className={header.actionLabel}>
          <span className={styles.small}>Deliver to </span>your pincode
        </span>
      </summary>
      <form action="/delivery-pincode/" method="post" className={`${styles.panel} ${styles.form}`}>
        <label htmlFor="delivery-pincode-no-script" className={styles.fieldLabel}>
          Your delivery pincode
        </label>
        <p id="delivery-pincode-no-script-hint" className={styles.hint}>
          Six digits. The basket and checkout then show delivery to it.
        </p>
        <span className={styles.row}>
          <input id="delivery-pincode-no-script" name="pincode" className={styles.input} inputMode="numeric" autoComplete="postal-code" pattern="[0-9]{6}" maxLength={6} required aria-describedby="delivery-pincode-no-script-hint" />
          <button type="submit" className={styles.apply}>
            Apply
          </button>
        </span>
      </form>
    </details>
  );
}
