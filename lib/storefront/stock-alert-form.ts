// "Tell me when it's back" posted without JavaScript (POST /stock-alerts/): the product page is the same
// for everyone and kept whole (decision 17), so it cannot show what happened; the form's answer goes to a
// small page of its own, /stock-alerts/asked/, which says it once (an HttpOnly cookie, path
// /stock-alerts/, 60 s — as the basket forms' notice) with the way back to the product, and after a
// refusal the form again with what was typed. The request goes through the API's service
// (requestStockAlert) and counts against the same hourly limit per address (FORM_LIMITS.stockAlert),
// after the same checks of what was sent; its sentences are the enhanced form's
// (components/shop/stock-alert-messages.ts).
import { localePath, splitLocalePath } from "@/lib/i18n/locale.ts";
import { enterValue, stockAlertRefusal, type AlertField } from "@/components/shop/stock-alert-messages.ts";
import { enforceFormLimit } from "@/lib/content/limits.ts";
import { db } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { readPostedForm } from "@/lib/http/posted-form.ts";
import { addRenewedSessionCookie, serializeCookie } from "@/lib/http/reply.ts";
import { requestStockAlert, stockAlertDetail } from "@/lib/stock-alerts/alerts.ts";

export const STOCK_ALERT_NOTICE_COOKIE = "stock_alert_notice";
export const STOCK_ALERT_ASKED_PATH = "/stock-alerts/asked/";

export interface StockAlertNotice {
  kind: "status" | "alert";
  text: string;
  /** The product asked about, for the way back and the form again. */
  product: { id: number; title: string; slug: string } | null;
  /** After a refusal: the field the sentence is about and what was typed in it. */
  field?: AlertField;
  value?: string;
}

const MAX_LENGTH: Record<AlertField, number> = { email: 320, phone_number: 32 };

export function readStockAlertNotice(raw: string | undefined): StockAlertNotice | null {
  if (!raw || raw.length > 2000) return null;
  try {
    const d = JSON.parse(raw) as Partial<StockAlertNotice>;
    if ((d.kind !== "status" && d.kind !== "alert") || typeof d.text !== "string") return null;
    const p = d.product;
    const product = p && Number.isInteger(p.id) && typeof p.title === "string" && typeof p.slug === "string" ? { id: p.id, title: p.title.slice(0, 300), slug: p.slug.slice(0, 300) } : null;
    const field = d.field === "email" || d.field === "phone_number" ? d.field : undefined;
    return { kind: d.kind, text: d.text.slice(0, 500), product, field, value: field && typeof d.value === "string" ? d.value.slice(0, MAX_LENGTH[field]) : undefined };
  } catch {
    return null;
  }
}

async function productOf(id: number | null): Promise<StockAlertNotice["product"]> {
  if (id === null) return null;
  const row = await db().product.findFirst({ where: { id, isPublic: true }, select: { id: true, title: true, slug: true, parent: { select: { title: true, slug: true, isPublic: true } } } });
  if (!row || (row.parent && !row.parent.isPublic)) return null;
  // A variant is shown on its parent's page.
  return { id: row.id, title: row.title || row.parent?.title || "", slug: row.parent?.slug ?? row.slug };
}

export async function stockAlertFromForm(request: Request): Promise<Response> {
  const form = await readPostedForm(request);
  if (form instanceof Response) return form;
  const { origin, caller, data, secure } = form;
  const raw = String(data.get("product") ?? "").trim();
  const product = await productOf(/^\d{1,9}$/.test(raw) ? Number(raw) : null);
  const channel = data.get("channel") === "sms" ? "sms" : "email";
  const field: AlertField = channel === "sms" ? "phone_number" : "email";
  const typed = data.get(field) ?? data.get("email");
  const given = typeof typed === "string" ? typed.trim() : "";
  let notice: StockAlertNotice;
  if (!product) notice = { kind: "alert", text: "Not found.", product: null };
  else if (!given && !caller.user) notice = { kind: "alert", text: enterValue(field), product, field, value: "" };
  else if (given.length > MAX_LENGTH[field]) notice = { kind: "alert", text: `Ensure this field has no more than ${MAX_LENGTH[field]} characters.`, product, field, value: given.slice(0, MAX_LENGTH[field]) };
  else {
    try {
      await enforceFormLimit("stockAlert", caller.ip);
      const result = await requestStockAlert(product.id, given ? { [field]: given } : {}, caller.user);
      notice = { kind: "status", text: stockAlertDetail(result.status, result.channel), product };
    } catch (e) {
      if (!(e instanceof ApiError) || e.status >= 500) throw e;
      const refused = stockAlertRefusal({ status: e.status, data: e.body, headers: new Headers(e.headers) }, field, !given);
      notice = { kind: "alert", text: refused.text, product, field: refused.field ?? field, value: given };
    }
  }
  // The answer page in the language of the page that asked (the form posts to /hi/stock-alerts/ there).
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const headers = new Headers({ Location: `${origin}${localePath(locale, STOCK_ALERT_ASKED_PATH)}`, "Cache-Control": "private, no-store" });
  headers.append("Set-Cookie", serializeCookie({ name: STOCK_ALERT_NOTICE_COOKIE, value: JSON.stringify(notice), httpOnly: true, sameSite: "lax", secure, path: localePath(locale, "/stock-alerts/"), maxAge: 60 }));
  addRenewedSessionCookie(headers, caller);
  return new Response(null, { status: 303, headers });
}
