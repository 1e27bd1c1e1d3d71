"use server";
// A guest cancels a new order from the tracking page with its tracking token (the same service as
// POST /api/v2/orders/track/cancel/). Done, it sends the browser back to the tracking page, which says
// so: a form posted without JavaScript gets no action state back (docs/decisions/0040), a redirect works
// with and without it.
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/errors.ts";
import { cancelByTrackingToken } from "@/lib/orders/tracking-cancel.ts";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";

export interface CancelState {
  message: string;
  ok: boolean;
}

/** The tracking page after a cancel: it shows "Your order is cancelled." */
const cancelledPath = (token: string, locale: ShopLocale) => localePath(locale, `/orders/track/?token=${encodeURIComponent(token)}&cancelled=1`);

export async function cancelTrackedOrder(_state: CancelState, data: FormData): Promise<CancelState> {
  const token = String(data.get("token") ?? "").slice(0, 300);
  // The page's language, from its form ("en" or "hi" only): the answer and the page after it are in it.
  const locale = asLocale(data.get("locale"));
  try {
    await cancelByTrackingToken(token);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 409 || e.status === 404)) return { ok: false, message: messagesOf(locale).AccountCancel.tooLate };
    throw e;
  }
  redirect(cancelledPath(token, locale));
}
