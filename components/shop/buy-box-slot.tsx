"use client";
// The product page's buy box: quantity, add to basket (POST /api/v2/_basket/add/, which answers the
// display basket; without JavaScript the form posts to /basket/add/, which adds through the same service
// and goes on to the basket page: lib/storefront/basket-forms.ts), the API's refusal beside the button (unavailable, a maximum reached, not delivered
// to the chosen pincode), and the delivery estimate for the shopper's pincode. The product is the chosen
// variant (ChosenProduct) or `productId`; the option fields (inside `optionsFormId`) belong to this form. The
// page around it is the same for everyone (docs/decisions/0017): all of this is the shopper's own. It
// carries no query library (the product page's JavaScript budget): the answer's item count goes
// straight into the shopper store, so the header's count changes at once (docs/decisions/0040).
import { Link } from "@/components/i18n/link.tsx";
import { usePageLocale } from "@/components/i18n/locale-context.tsx";
import type { DeliveryEstimateLabels } from "@/components/buying/delivery-estimate-labels.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { lazy, Suspense, use, useId, useState, type FormEvent } from "react";
import type { AddBody } from "./buy-box-add.ts";
import type { LeadTime } from "@/lib/shipping/lead-time.ts";
import { QuantityInput } from "@/components/buying/quantity-input.tsx";
import button from "@/components/ui/button.module.css";
import { ChosenProduct } from "./product-detail.tsx";
import { buyFormIdOf } from "./buy-form-id.ts";
import { updateShopper } from "./shopper.tsx";
import styles from "./buy-box.module.css";

// Shown once the shopper's parts have arrived (after the page has loaded): its code comes then too.
const DeliveryEstimate = lazy(() => import("@/components/buying/delivery-estimate.tsx").then((m) => ({ default: m.DeliveryEstimate })));

export interface BuyBoxSlotProps {
  productId: number | null;
  canBuy: boolean;
  optionsFormId: string;
  /** Made to order: working days before dispatch; the delivery estimate waits for it. */
  leadTime?: LeadTime | null;
  /** False for a service (a design consultation): nothing is delivered, so no delivery estimate. */
  delivered?: boolean;
  /** The box's words in the page's language (the product page passes them: no message catalogue in the browser). */
  labels: BuyBoxLabels;
}

export interface BuyBoxLabels {
  addToBasket: string;
  adding: string;
  quantity: string;
  viewBasket: string;
  unavailable: string;
  noConnection: string;
  chooseVariant: string;
  /** What adding did, with "{count}" for the basket's new item count; the shop's own English sentence when absent. */
  added?: string;
  /** The delivery estimate's words. */
  delivery: DeliveryEstimateLabels;
}


export function BuyBoxSlot({ productId, canBuy, optionsFormId, leadTime = null, delivered = true, labels }: BuyBoxSlotProps) {
  const chosen = use(ChosenProduct);
  const locale = usePageLocale();
  const id = chosen ? chosen.id : productId;
  const available = chosen ? chosen.available : canBuy;
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<{ kind: "error" | "added"; text: string } | null>(null);
  const errorId = useId();

  const [pending, setPending] = useState(false);

  async function add(body: Omit<AddBody, "options">) {
    setPending(true);
    const result = await import("./buy-box-add.ts")
      .then(({ addToBasket, optionValues }) => {
        const options = optionValues(optionsFormId);
        return options ? addToBasket({ ...body, options }) : null;
      })
      .catch(() => ({ refused: labels.noConnection }));
    setPending(false);
    if (!result) return; // the browser pointed at the missing option
    if ("refused" in result) return setMessage({ kind: "error", text: result.refused });
    const { count, added } = result;
    updateShopper((s) => ({ ...s, basket_count: count }));
    setMessage({ kind: "added", text: labels.added ? labels.added.replace("{count}", String(count)) : added });
  }

  // A refusal ("A maximum of 103 can be bought") was about the quantity asked: a new one clears it.
  function changeQuantity(q: number) {
    setQuantity(q);
    if (message?.kind === "error") setMessage(null);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    if (id === null) return setMessage({ kind: "error", text: labels.chooseVariant });
    void add({ product: id, quantity });
  }

  if (!available) {
    return (
      <div className={styles.box}>
        <p className={styles.unavailable}>{labels.unavailable}</p>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <form id={buyFormIdOf(optionsFormId)} className={styles.form} action={localePath(locale, "/basket/add/")} method="post" onSubmit={onSubmit} noValidate aria-label={labels.addToBasket}>
        {id !== null && <input type="hidden" name="product" value={id} />}
        <QuantityInput id={`${errorId}-quantity`} value={quantity} onChange={changeQuantity} label={labels.quantity} describedBy={message?.kind === "error" ? errorId : undefined} />
        <button type="submit" className={`${button.primary} ${styles.add}`} disabled={pending} aria-describedby={message?.kind === "error" ? errorId : undefined}>
          {pending ? labels.adding : labels.addToBasket}
        </button>
      </form>
      {message?.kind === "error" && (
        <p id={errorId} className={styles.error} role="alert">
          {message.text}
        </p>
      )}
      <p role="status" className={message?.kind === "added" ? styles.added : "visually-hidden"}>
        {message?.kind === "added" && (
          <>
            {message.text}{" "}
            <Link href="/basket/" prefetch={false} className={styles.link}>
              {labels.viewBasket}
            </Link>
          </>
        )}
      </p>
      {delivered && (
        <Suspense fallback={null}>
          <DeliveryEstimate leadTime={leadTime} labels={labels.delivery} />
        </Suspense>
      )}
    </div>
  );
}
