// The basket's forms without JavaScript (docs/decisions/0175): "Add to basket" on the product page posts
// to /basket/add/, a basket line's "Update" and "Remove" to /basket/lines/, the voucher's "Apply" and
// "Remove" to /basket/voucher/. Each goes through the same services as the API the enhanced page calls
// (addToCurrentBasket; callerLine and setLineQuantity in one transaction; addVoucherToBasket with its
// limits, removeVoucher), refuses a cross-site browser like every session-bearing form (lib/auth/csrf.ts), and
// answers 303 to the basket page, which shows what happened once: a short-lived HttpOnly cookie
// (`basket_notice`, path /basket/) carries the sentence, as checkout's refused attempt does.
import type { Caller } from "@/lib/auth/caller.ts";
import type { CookieSpec } from "@/lib/auth/session-cookie.ts";
import { callerLine } from "@/lib/basket/access.ts";
import { setLineQuantity } from "@/lib/basket/add.ts";
import { addInput } from "@/lib/basket/inputs.ts";
import { MAX_LINE_QUANTITY } from "@/lib/basket/messages.ts";
import { addToCurrentBasket, withCurrentBasket } from "@/lib/basket/service.ts";
import { db, transaction } from "@/lib/db.ts";
import { ApiError, NotFoundError } from "@/lib/errors.ts";
import { readPostedForm } from "@/lib/http/posted-form.ts";
import { addRenewedSessionCookie, serializeCookie } from "@/lib/http/reply.ts";
import { reasonMessage } from "@/components/buying/api.ts";
import { enterVoucherCode, replacedMessage, voucherApplied, voucherRefusal, voucherRemoved } from "@/components/buying/voucher-messages.ts";
import { addVoucherToBasket, removeVoucher } from "@/lib/vouchers/apply.ts";
import { apiMessage, inCallerLanguage } from "@/lib/i18n/api-messages.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { fill } from "@/lib/i18n/fill.ts";

export const BASKET_NOTICE_COOKIE = "basket_notice";

export interface BasketNotice {
  /** "status": what was done; "alert": what the shop refused. */
  kind: "status" | "alert";
  text: string;
}

export function readBasketNotice(raw: string | undefined): BasketNotice | null {
  if (!raw || raw.length > 1000) return null;
  try {
    const data = JSON.parse(raw) as Partial<BasketNotice>;
    return (data.kind === "status" || data.kind === "alert") && typeof data.text === "string" ? { kind: data.kind, text: data.text.slice(0, 500) } : null;
  } catch {
    return null;
  }
}

const integer = (value: FormDataEntryValue | null, min: number): number | null => {
  const text = typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min ? n : null;
};

/** The shopper's sentence for a refusal of the basket services (the enhanced page says the same), in the page's language. */
function refusal(e: unknown, locale: ShopLocale): string {
  if (e instanceof ApiError && e.status < 500) return apiMessage(reasonMessage({ status: e.status, data: e.body, headers: new Headers() }), locale);
  throw e;
}

/**
 * Acts on the posted form and answers 303 to the basket page of the form's language ("/hi/basket/" for a
 * Hindi page's form), with the notice in a cookie for that page. The language is one of the shop's
 * (routeLocale), and the origin is the request's own: no address from the form is followed.
 */
async function formAnswer(request: Request, locale: ShopLocale, act: (caller: Caller, data: FormData, secure: boolean) => Promise<{ notice: BasketNotice; cookies?: CookieSpec[] }>): Promise<Response> {
  const form = await readPostedForm(request);
  if (form instanceof Response) return form;
  const { origin, caller, data, secure } = form;
  const { notice, cookies = [] } = await act(caller, data, secure);
  const basket = localePath(locale, "/basket/");
  const headers = new Headers({ Location: `${origin}${basket}`, "Cache-Control": "private, no-store" });
  for (const c of [...cookies, { name: BASKET_NOTICE_COOKIE, value: JSON.stringify(notice), httpOnly: true, sameSite: "lax" as const, secure, path: basket, maxAge: 60 }]) {
    headers.append("Set-Cookie", serializeCookie(c));
  }
  addRenewedSessionCookie(headers, caller);
  return new Response(null, { status: 303, headers });
}

/** POST /basket/add/: `product`, `quantity` and `option:<id>` fields, as the product page's buy box sends them. */
export function addFromForm(request: Request, locale: ShopLocale = "en"): Promise<Response> {
  const words = messagesOf(locale).CatalogueBasket;
  return formAnswer(request, locale, async (caller, data, secure) => {
    const product = integer(data.get("product"), 1);
    const quantity = integer(data.get("quantity"), 1);
    if (product === null) return { notice: { kind: "alert", text: words.chooseVariant } };
    if (quantity === null || quantity > MAX_LINE_QUANTITY) return { notice: { kind: "alert", text: fill(words.quantityRange, { max: MAX_LINE_QUANTITY }) } };
    const options: { option: number; value: string }[] = [];
    for (const [name, value] of data) {
      const option = /^option:(\d{1,9})$/.exec(name)?.[1];
      if (option && typeof value === "string" && value.trim()) options.push({ option: Number(option), value: value.trim().slice(0, 255) });
    }
    try {
      const priced = await addToCurrentBasket(caller, secure, addInput(product, quantity, options.slice(0, 20)), "product");
      const title = (await db().product.findUnique({ where: { id: product }, select: { title: true } }))?.title ?? words.thePiece;
      const count = priced.totals.lines.reduce((n, l) => n + l.line.quantity, 0);
      return { notice: { kind: "status", text: fill(count === 1 ? words.addedOne : words.addedOther, { title, count }) }, cookies: priced.cookies };
    } catch (e) {
      return { notice: { kind: "alert", text: refusal(e, locale) } };
    }
  });
}

/** POST /basket/lines/: `basket`, `line`, and `quantity` ("Update") or `remove`. */
export function changeLineFromForm(request: Request, locale: ShopLocale = "en"): Promise<Response> {
  const { CatalogueBasket: words, Basket: basket } = messagesOf(locale);
  return formAnswer(request, locale, async (caller, data) => {
    const remove = data.get("remove") !== null;
    const quantity = remove ? 0 : integer(data.get("quantity"), 0);
    if (quantity === null || quantity > MAX_LINE_QUANTITY) return { notice: { kind: "alert", text: fill(words.quantityRange, { max: MAX_LINE_QUANTITY }) } };
    try {
      const title = await transaction(async (tx) => {
        const { line } = await callerLine(tx, caller, String(data.get("basket") ?? ""), String(data.get("line") ?? ""), true);
        const product = await tx.product.findUnique({ where: { id: line.productId }, select: { title: true } });
        await setLineQuantity(tx, line, quantity);
        return product?.title ?? words.thePiece;
      });
      return { notice: { kind: "status", text: quantity === 0 ? fill(basket.removed, { title }) : fill(basket.changed, { title, quantity }) } };
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return { notice: { kind: "alert", text: words.lineGone } };
      return { notice: { kind: "alert", text: refusal(e, locale) } };
    }
  });
}

/** POST /basket/voucher/: `vouchercode` ("Apply") or `remove` (the applied voucher's code), as the basket's voucher forms send them. */
export function voucherFromForm(request: Request, locale: ShopLocale = "en"): Promise<Response> {
  return formAnswer(request, locale, async (caller, data, secure) => {
    const removing = data.get("remove");
    if (typeof removing === "string") {
      const code = removing.trim().slice(0, 128);
      const { result, cookies } = await withCurrentBasket(caller, secure, (tx, id) => removeVoucher(tx, id, code));
      // The API answers 404 for a voucher the basket does not carry: the enhanced form says its words.
      const missing = new NotFoundError();
      return { notice: result ? { kind: "status", text: voucherRemoved(code, locale) } : { kind: "alert", text: voucherRefusal(inCallerLanguage(missing.body, locale), missing.status, locale) }, cookies };
    }
    const entered = data.get("vouchercode");
    const code = typeof entered === "string" ? entered.trim() : "";
    if (!code) return { notice: { kind: "alert", text: enterVoucherCode(locale) } };
    if (code.length > 128) return { notice: { kind: "alert", text: voucherRefusal(inCallerLanguage({ vouchercode: ["Ensure this field has no more than 128 characters."] }, locale), 406, locale) } };
    try {
      const { result, totals, cookies } = await addVoucherToBasket(caller, secure, code);
      const now = totals.voucherDiscount;
      const before = result?.before;
      const text = before && now ? replacedMessage({ now: { code: now.voucher.code, amount: Number(now.amount) }, before }, locale) : voucherApplied(code, locale);
      return { notice: { kind: "status", text }, cookies };
    } catch (e) {
      if (e instanceof ApiError && e.status < 500) return { notice: { kind: "alert", text: voucherRefusal(inCallerLanguage(e.body, locale), e.status, locale) } };
      throw e;
    }
  });
}
