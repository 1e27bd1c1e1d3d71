// "Tell me when it's back" without JavaScript: the enhanced form (stock-alert-fields.tsx) is a chunk
// loaded after the page, whose server-rendered copy streams in hidden and needs a script to show; this
// plain form, a server component, is what the page shows in its place inside a <noscript>. It posts to
// /stock-alerts/ (lib/storefront/stock-alert-form.ts), which tells the answer on a page of its own.
import { getLocale, getTranslations } from "next-intl/server";
import forms from "@/components/account/forms.module.css";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import button from "@/components/ui/button.module.css";
import box from "./buy-box.module.css";
import styles from "./stock-alert.module.css";

export async function StockAlertNoScript({ productId }: { productId: number }) {
  const [t, locale] = await Promise.all([getTranslations("CatalogueStockAlert"), getLocale().then(asLocale)]);
  const field = `stock-alert-${productId}-email`;
  return (
    <section className={`${box.box} ${styles.alert}`} aria-labelledby={`${field}-heading`} data-testid="stock-alert-no-script">
      <h2 id={`${field}-heading`} className={styles.heading}>
        {t("heading")}
      </h2>
      <p className={styles.lede}>{t("lede")}</p>
      <form className={styles.form} action={localePath(locale, "/stock-alerts/")} method="post" noValidate aria-labelledby={`${field}-heading`}>
        <input type="hidden" name="product" value={productId} />
        <div className={styles.field}>
          <label htmlFor={field} className={forms.label}>
            {t("email")}
          </label>
          <input id={field} className={forms.input} type="email" name="email" autoComplete="email" inputMode="email" maxLength={254} />
        </div>
        <button type="submit" className={button.secondary}>
          {t("heading")}
        </button>
      </form>
    </section>
  );
}
