import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";
// What "Tell me when it's back" did when posted without JavaScript (lib/storefront/stock-alert-form.ts):
// the product page is kept the same for everyone, so the answer is told here, once, with the way back
// to the product; after a refusal the form again, with what was typed and the reason beside it.
import { cookies } from "next/headers";
import { apiMessage } from "@/lib/i18n/api-messages.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { readStockAlertNotice, STOCK_ALERT_NOTICE_COOKIE } from "@/lib/storefront/stock-alert-form.ts";
import { productPath } from "../link.ts";
import { pageLocale, translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.AccountStockAlerts.askedTitle, path: "/stock-alerts/asked/", robots: PRIVATE }));

// One shopper's answer, read from their cookie: rendered per request.
export const instant = false;

async function StockAlertAskedPage() {
  const [t, locale] = await Promise.all([translator("AccountStockAlerts"), pageLocale()]);
  const notice = readStockAlertNotice((await cookies()).get(STOCK_ALERT_NOTICE_COOKIE)?.value);
  const product = notice?.product ?? null;
  const field = notice?.kind === "alert" && product && notice.field ? notice.field : null;
  // The shop's answers are written in English; the API's Hindi texts put them into the page's language.
  const said = notice ? apiMessage(notice.text, locale) : "";
  const refusal = said;
  const typed = notice?.value ?? "";
  return (
    <div className={forms.card}>
      <h1 className={forms.title}>{t("askedTitle")}</h1>
      {!notice && <p role="status">{t("nothingToTell")}</p>}
      {notice?.kind === "status" && <p role="status">{said}</p>}
      {notice?.kind === "alert" && !field && (
        <p className={forms.alert} role="alert">
          {said}
        </p>
      )}
      {field && product && (
        <form action={localePath(locale, "/stock-alerts/")} method="post" className={forms.form} noValidate>
          <input type="hidden" name="product" value={product.id} />
          <input type="hidden" name="channel" value={field === "phone_number" ? "sms" : "email"} />
          <p>{t("oneMessage", { product: product.title })}</p>
          <Field id={field} label={field === "email" ? t("email") : t("mobile")} error={refusal}>
            {(p) => (
              <input
                {...p}
                className={forms.input}
                type={field === "email" ? "email" : "tel"}
                autoComplete={field === "email" ? "email" : "tel"}
                inputMode={field === "email" ? "email" : "tel"}
                maxLength={field === "email" ? 320 : 32}
                defaultValue={typed}
              />
            )}
          </Field>
          <div className={forms.actions}>
            <button type="submit" className={button.primary}>
              {t("askedTitle")}
            </button>
          </div>
        </form>
      )}
      <div className={forms.actions}>
        <a className={field ? button.secondary : button.primary} href={localePath(locale, product ? productPath(product.slug) : "/")}>
          {product ? t("backTo", { product: product.title }) : t("backToShop")}
        </a>
      </div>
    </div>
  );
}

export default localized(StockAlertAskedPage);
