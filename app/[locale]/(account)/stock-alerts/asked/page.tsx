// What "Tell me when it's back" did when posted without JavaScript (lib/storefront/stock-alert-form.ts):
// the product page is kept the same for everyone, so the answer is told here, once, with the way back
// to the product; after a refusal the form again, with what was typed and the reason beside it.
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { readStockAlertNotice, STOCK_ALERT_NOTICE_COOKIE } from "@/lib/storefront/stock-alert-form.ts";
import { productPath } from "../link.ts";

export const metadata: Metadata = { title: "Tell me when it's back", robots: { index: false } };

// One shopper's answer, read from their cookie: rendered per request.
export const instant = false;

const LABEL = { email: "Your e-mail address", phone_number: "Your mobile number" } as const;

export default async function StockAlertAskedPage() {
  const notice = readStockAlertNotice((await cookies()).get(STOCK_ALERT_NOTICE_COOKIE)?.value);
  const product = notice?.product ?? null;
  const field = notice?.kind === "alert" && product && notice.field ? notice.field : null;
  const refusal = notice?.text ?? "";
  const typed = notice?.value ?? "";
  return (
    <div className={forms.card}>
      <h1 className={forms.title}>Tell me when it&apos;s back</h1>
      {!notice && <p role="status">Nothing to tell here now: ask on the page of a piece that cannot be bought just now.</p>}
      {notice?.kind === "status" && <p role="status">{notice.text}</p>}
      {notice?.kind === "alert" && !field && (
        <p className={forms.alert} role="alert">
          {notice.text}
        </p>
      )}
      {field && product && (
        <form action="/stock-alerts/" method="post" className={forms.form} noValidate>
          <input type="hidden" name="product" value={product.id} />
          <input type="hidden" name="channel" value={field === "phone_number" ? "sms" : "email"} />
          <p>We will send you one message when {product.title} can be ordered again, nothing else.</p>
          <Field id={field} label={LABEL[field]} error={refusal}>
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
              Tell me when it&apos;s back
            </button>
          </div>
        </form>
      )}
      <div className={forms.actions}>
        <a className={field ? button.secondary : button.primary} href={product ? productPath(product.slug) : "/"}>
          {product ? `Back to ${product.title}` : "Back to the shop"}
        </a>
      </div>
    </div>
  );
}
