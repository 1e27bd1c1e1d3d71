"use client";
// Voucher entry on the basket page (POST /api/v2/basket/add-voucher/) and the applied voucher with its
// "Remove" (DELETE /api/v2/basket/vouchers/{code}/). The API's refusal sits beside the field. An order
// takes one voucher, so a new code replaces the one applied: the form says which it replaced and what
// each takes off, and when the one replaced took off more, offers to switch back (docs/decisions/0172).
// Without JavaScript both forms post to /basket/voucher/, which says the same words on the basket page.
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { localePath } from "@/lib/i18n/locale.ts";
import { callApi, NO_CONNECTION, type DiscountItem } from "./api.ts";
import { money } from "./money.ts";
import { enterVoucherCode, replacedMessage, voucherApplied, voucherRefusal as refusal, voucherRemoved, type Replaced } from "./voucher-messages.ts";
import styles from "./basket.module.css";

/** The basket's voucher and its amount off, if it has one. */
function voucherOf(discounts: DiscountItem[]): { code: string; amount: number } | null {
  const d = discounts.find((x) => x.voucher);
  return d?.voucher ? { code: d.voucher.code, amount: Number(d.amount) } : null;
}

/**
 * `onChanged` refreshes the basket, shows `message` (when given) and answers the basket's voucher discounts.
 */
export function VoucherForm({ applied, onChanged }: { applied: DiscountItem[]; onChanged: (message: string) => Promise<DiscountItem[]> }) {
  const t = useTranslations("CatalogueBasketLines");
  const locale = useLocale() === "hi" ? "hi" : "en";
  const action = localePath(locale, "/basket/voucher/");
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [replaced, setReplaced] = useState<Replaced | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function put(entered: string): Promise<boolean> {
    setError("");
    setReplaced(null);
    const before = voucherOf(applied);
    setBusy(true);
    const answer = await callApi("/api/v2/basket/add-voucher/", { method: "POST", body: { vouchercode: entered } }).catch(() => null);
    const done = answer?.status === 200;
    if (done) {
      const wanted = entered.toUpperCase();
      const swapped = !!before && before.code.toUpperCase() !== wanted;
      const now = voucherOf(await onChanged(swapped ? "" : voucherApplied(wanted, locale)));
      if (swapped && before && now) setReplaced({ now, before });
    } else setError(answer ? refusal(answer.data, answer.status, locale) : NO_CONNECTION);
    setBusy(false);
    return done;
  }

  async function apply(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) return setError(enterVoucherCode(locale));
    if (await put(code.trim())) setCode("");
  }

  async function remove(voucherCode: string) {
    setError("");
    setReplaced(null);
    setBusy(true);
    const answer = await callApi(`/api/v2/basket/vouchers/${encodeURIComponent(voucherCode)}/`, { method: "DELETE" }).catch(() => null);
    if (answer && answer.status < 300) await onChanged(voucherRemoved(voucherCode, locale));
    else setError(answer ? refusal(answer.data, answer.status, locale) : NO_CONNECTION);
    setBusy(false);
  }

  return (
    <section aria-labelledby={`${id}-title`} className={styles.voucher}>
      <h2 id={`${id}-title`} className={styles.sideTitle}>
        {t("voucher")}
      </h2>
      {applied.map((d) => (
        <div key={d.voucher?.code ?? d.name} className={styles.applied}>
          <span>
            <strong>{d.voucher?.code ?? d.name}</strong>
            <span className={styles.voucherName}>{d.voucher?.name ?? d.description}</span>
          </span>
          <span className={styles.amount}>−{money(d.amount)}</span>
          {d.voucher?.code && (
            // Without JavaScript "Remove" posts to /basket/voucher/ (lib/storefront/basket-forms.ts).
            <form
              action={action}
              method="post"
              className={styles.removeForm}
              onSubmit={(e) => {
                e.preventDefault();
                if (d.voucher) void remove(d.voucher.code);
              }}
            >
              <input type="hidden" name="remove" value={d.voucher.code} />
              <button type="submit" className={styles.remove} disabled={busy} aria-label={t("removeVoucher", { code: d.voucher.code })}>
                {t("remove")}
              </button>
            </form>
          )}
        </div>
      ))}
      {replaced && (
        <div role="status" className={styles.replaced} data-testid="voucher-replaced">
          <p>{replacedMessage(replaced, locale)}</p>
          {replaced.before.amount > replaced.now.amount && (
            <button type="button" className={styles.switchBack} onClick={() => void put(replaced.before.code)} disabled={busy}>
              {t("switchBack", { code: replaced.before.code, amount: money(replaced.before.amount) })}
            </button>
          )}
        </div>
      )}
      <form action={action} method="post" onSubmit={apply} noValidate className={styles.voucherForm}>
        <label htmlFor={`${id}-code`} className={styles.fieldLabel}>
          {applied.length ? t("anotherVoucher") : t("voucherCode")}
        </label>
        <div className={styles.voucherRow}>
          <input
            id={`${id}-code`}
            name="vouchercode"
            className={styles.input}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className={styles.apply} disabled={busy}>
            {t("apply")}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className={styles.fieldError} role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
