// The header's "Deliver to" without JavaScript: a disclosure whose form posts the pincode to
// /delivery-pincode/ (lib/storefront/pincode-form.ts). A server component, shown by DeliveryPicker inside
// a <noscript>, so no page carries script for it.
import { getLocale, getTranslations } from "next-intl/server";
import { PinIcon } from "@/components/ui/icons.tsx";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import header from "./site-header.module.css";
import styles from "./delivery-picker.module.css";

export async function DeliveryPincodeNoScript() {
  const [t, locale] = await Promise.all([getTranslations("CatalogueProduct"), getLocale().then(asLocale)]);
  return (
    <details className={styles.noScript}>
      <summary className={`${header.action} ${styles.toggle}`}>
        <PinIcon />
        <span className={header.actionLabel}>
          <span className={styles.small}>{t("deliverTo")}</span>
          {t("yourPincode")}
        </span>
      </summary>
      <form action={localePath(locale, "/delivery-pincode/")} method="post" className={`${styles.panel} ${styles.form}`}>
        <label htmlFor="delivery-pincode-no-script" className={styles.fieldLabel}>
          {t("pincodeLabel")}
        </label>
        <p id="delivery-pincode-no-script-hint" className={styles.hint}>
          {t("pincodeNoScriptHint")}
        </p>
        <span className={styles.row}>
          <input id="delivery-pincode-no-script" name="pincode" className={styles.input} inputMode="numeric" autoComplete="postal-code" pattern="[0-9]{6}" maxLength={6} required aria-describedby="delivery-pincode-no-script-hint" />
          <button type="submit" className={styles.apply}>
            {t("apply")}
          </button>
        </span>
      </form>
    </details>
  );
}
