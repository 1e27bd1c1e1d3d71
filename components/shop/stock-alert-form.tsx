"use client";
// "Tell me when it's back" on an unavailable product or variant (POST /api/v2/products/{id}/stock-alert/,
// docs/decisions/0170). The product page is the same for everyone (docs/decisions/0017), so whether the
// shopper is signed in comes with their own parts after the page loads (useShopper): a signed-in shopper
// asks with one click for their account's address, anyone else gives an e-mail address (or, when the
// shop sends SMS, a mobile number) and confirms by the link we send. The form follows the chosen variant.
import { lazy, Suspense, use, type ReactNode } from "react";
import { usePageLocale } from "@/components/i18n/locale-context.tsx";
import { localePath } from "@/lib/i18n/locale.ts";
import { ChosenProduct } from "./product-detail.tsx";
import type { StockAlertLabels } from "./stock-alert-labels.ts";

const AlertForm = lazy(() => import("./stock-alert-fields.tsx").then((m) => ({ default: m.AlertForm })));

export interface StockAlertFormProps {
  /** The page's product (a family's parent: any of its variants). */
  productId: number;
  canBuy: boolean;
  /** The shop sends SMS (an SMS provider is configured): a mobile number may be given instead. */
  sms: boolean;
  /**
   * The plain form shown without JavaScript (stock-alert-static.tsx, rendered by the server): the lazy
   * form's server copy streams in hidden and only a script shows it.
   */
  noScript?: ReactNode;
  /** The form's words in the page's language. */
  labels: StockAlertLabels;
}

export function StockAlertForm({ productId, canBuy, sms, noScript, labels }: StockAlertFormProps) {
  const chosen = use(ChosenProduct);
  const locale = usePageLocale();
  const id = chosen?.id ?? productId;
  const available = chosen ? chosen.available : canBuy;
  if (available) return null;
  return (
    <Suspense fallback={noScript ? <noscript>{noScript}</noscript> : null}>
      <AlertForm key={id} productId={id} sms={sms} labels={labels} action={localePath(locale, "/stock-alerts/")} />
    </Suspense>
  );
}

