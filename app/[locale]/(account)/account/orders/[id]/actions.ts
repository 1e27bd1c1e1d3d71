"use server";
// The buyer cancels their own order from its page (the same service as POST /api/v1/_orders/{id}/).
import { revalidatePath } from "next/cache";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { ApiError } from "@/lib/errors.ts";
import { cancelOwnOrder } from "@/lib/orders/detail.ts";
import { pageUrls } from "@/lib/storefront/order-pages.ts";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";

export interface CancelState {
  message: string;
  ok: boolean;
}

export async function cancelOrder(_state: CancelState, data: FormData): Promise<CancelState> {
  const caller = await getPageCaller();
  const id = String(data.get("order") ?? "");
  // The page's language, from its form ("en" or "hi" only): the answer is in it.
  const locale = asLocale(data.get("locale"));
  const t = messagesOf(locale).AccountCancel;
  if (!caller.user) return { ok: false, message: t.signInAgain };
  try {
    await cancelOwnOrder(caller.user.id, id, await pageUrls());
  } catch (e) {
    if (e instanceof ApiError && (e.status === 409 || e.status === 404)) return { ok: false, message: t.tooLate };
    throw e;
  }
  revalidatePath(localePath(locale, `/account/orders/${id}/`));
  return { ok: true, message: t.done };
}
