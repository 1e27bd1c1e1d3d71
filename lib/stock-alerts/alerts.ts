// "Tell me when it's back" (spec/API.md, reviews and stock alerts; docs/decisions/0170). A shopper asks
// to hear once when a product or variant that cannot be bought now can be again: by e-mail, or by SMS
// when the shop has an SMS provider (SMS_WEBHOOK_URL). A guest's request waits for the link in its
// confirm message (double opt-in), so nobody can sign someone else up; a signed-in shopper's own
// address or number is confirmed at once. Each request ends after its one message (sent) or by its
// cancel link (cancelled).
//
// Stock returns through many paths (staff stock edits, the admin API, the stock import, returns put
// back on the shelf, cancelled orders releasing their allocation); every one of them ends in
// catalogueChanged(), which recomputes whether the product can be bought and then calls
// releaseStockAlerts() in the same transaction. One conditional UPDATE turns each confirmed request of
// a buyable product into `sent` and queues its message, so two stock changes at once cannot both send
// it (the second waits for the first's row lock, then finds the request no longer confirmed).
//
// The link token is derived with the server secret from the request (as the newsletter's is): the
// database keeps only its SHA-256, the outbox keeps the links sealed.
import { keyedHash, sha256 } from "@/lib/auth/secrets.ts";
import { parseEmail, parsePhone } from "@/lib/auth/identifiers.ts";
import type { CallerUser } from "@/lib/auth/caller.ts";
import { config } from "@/lib/config.ts";
import { db, Prisma, transaction, type Db, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { queueEmail, queueSms } from "@/lib/messaging/outbox.ts";
import { inLocale } from "@/lib/i18n/hindi-text.ts";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";

export type StockAlertStatus = "pending" | "confirmed" | "sent" | "cancelled";
type Channel = "email" | "sms";

export const STOCK_ALERT_CONFIRM_PATH = "/stock-alerts/confirm/{token}/";
export const STOCK_ALERT_CANCEL_PATH = "/stock-alerts/cancel/{token}/";

export const IN_STOCK = { detail: "This product is available.", code: "in_stock" } as const;
export const SMS_UNAVAILABLE = "We cannot send text messages yet: give an e-mail address instead.";

const TOKEN = /^[0-9a-f]{64}$/;

interface AlertKey {
  productId: number;
  channel: Channel;
  recipient: string;
  createdAt: Date;
}

function tokenOf(a: AlertKey): string {
  return keyedHash(`${a.productId}\0${a.channel}\0${a.recipient}\0${a.createdAt.getTime()}`, "stock-alert-link");
}

const linkTo = (path: string, token: string) => publicUrl(path.replace("{token}", token));
const openKeyOf = (productId: number, channel: Channel, recipient: string) => `${productId}:${channel}:${recipient}`;

/** Whether alerts can be sent by SMS: only when an SMS provider is configured. */
export function smsAlertsAvailable(): boolean {
  return !!config().SMS_WEBHOOK_URL;
}

export interface StockAlertRequest {
  email?: string;
  phone_number?: string;
}

export interface StockAlertResult {
  product: number;
  status: "pending" | "confirmed";
  channel: Channel;
  /** A new request (201); false: the same open request already existed (200). */
  created: boolean;
}

/** What the shop did, in the shopper's words (the API's `detail`; the form without JavaScript says it too). */
export function stockAlertDetail(status: "pending" | "confirmed", channel: Channel): string {
  if (status === "pending") return channel === "email" ? "Please confirm with the link we have e-mailed you." : "Please confirm with the link we have sent by text message.";
  return channel === "email" ? "We will e-mail you once when it is back in stock." : "We will send you one text message when it is back in stock.";
}

/** Where to send, and whether it is the signed-in shopper's own address or number (confirmed at once). */
function recipientOf(input: StockAlertRequest, user: CallerUser | null): { channel: Channel; recipient: string; own: boolean } {
  const email = input.email?.trim() || undefined;
  const phone = input.phone_number?.trim() || undefined;
  if (email !== undefined && phone !== undefined) throw ValidationError.nonField("Provide a phone number or an email, not both.");
  if (email !== undefined) {
    const value = parseEmail(email);
    if (!value) throw new ValidationError({ email: ["Enter a valid email address."] });
    return { channel: "email", recipient: value, own: !!user?.email && user.email.toLowerCase() === value };
  }
  if (phone !== undefined) {
    if (!smsAlertsAvailable()) throw new ValidationError({ phone_number: [SMS_UNAVAILABLE] });
    const parsed = parsePhone(phone);
    if (!parsed) throw new ValidationError({ phone_number: ["Enter a valid phone number."] });
    return { channel: "sms", recipient: parsed.e164, own: !!user?.phoneNumber && user.phoneNumber === parsed.e164 };
  }
  if (user?.email) return { channel: "email", recipient: user.email.toLowerCase(), own: true };
  if (user?.phoneNumber && smsAlertsAvailable()) return { channel: "sms", recipient: user.phoneNumber, own: true };
  throw new ValidationError({ email: ["This field is required."] });
}

interface ProductRow {
  id: number;
  title: string;
  titleHi: string;
  slug: string;
  isAvailable: boolean;
}

/** The public product (or variant of a public parent), or 404. */
async function publicProduct(tx: Tx | Db, productId: number): Promise<ProductRow> {
  const rows = await tx.$queryRaw<ProductRow[]>`
    SELECT p.id, COALESCE(NULLIF(p.title, ''), parent.title) AS title, COALESCE(NULLIF(p."titleHi", ''), parent."titleHi", '') AS "titleHi", p.slug, p."isAvailable"
    FROM "Product" p LEFT JOIN "Product" parent ON parent.id = p."parentId"
    WHERE p.id = ${productId} AND p."isPublic" AND (parent.id IS NULL OR parent."isPublic")`;
  if (!rows[0]) throw new NotFoundError();
  return rows[0];
}

async function queueConfirmation(tx: Tx, alert: AlertKey, productTitle: string, locale: ShopLocale): Promise<void> {
  const token = tokenOf(alert);
  const message = {
    template: "stock-alert-confirm" as const,
    data: { productTitle, ...(locale === "hi" ? { locale } : {}) },
    secrets: { confirmUrl: linkTo(localePath(locale, STOCK_ALERT_CONFIRM_PATH), token), cancelUrl: linkTo(localePath(locale, STOCK_ALERT_CANCEL_PATH), token) },
  };
  if (alert.channel === "email") await queueEmail(tx, { to: alert.recipient, ...message });
  else await queueSms(tx, { to: alert.recipient, ...message });
}

/**
 * Asks for one message when `productId` can be bought again. 404 for a product the shop does not
 * show, 409 `in_stock` when it can be bought now. Safe to repeat and to race: while a request for the
 * same product and recipient is open, it is answered (created: false) and no second message goes out.
 */
export async function requestStockAlert(productId: number, input: StockAlertRequest, user: CallerUser | null, now = new Date(), locale: ShopLocale = "en"): Promise<StockAlertResult> {
  const { channel, recipient, own } = recipientOf(input, user);
  return transaction(async (tx) => {
    const product = await publicProduct(tx, productId);
    if (product.isAvailable) throw new ConflictError(IN_STOCK.detail, IN_STOCK.code);
    const openKey = openKeyOf(product.id, channel, recipient);
    const key: AlertKey = { productId: product.id, channel, recipient, createdAt: now };
    const status = own ? "confirmed" : "pending";
    const inserted = await tx.stockAlert.createMany({
      data: [{ productId: product.id, userId: user?.id ?? null, channel, recipient, language: locale, status, openKey, tokenHash: sha256(tokenOf(key)), createdAt: now, confirmedAt: own ? now : null }],
      skipDuplicates: true,
    });
    if (inserted.count === 1) {
      if (!own) await queueConfirmation(tx, key, locale === "hi" ? inLocale(locale, product.title, product.titleHi) : product.title, locale);
      return { product: product.id, status, channel, created: true };
    }
    // The same request is open: the owner signed in confirms a guest's pending one; nothing is sent again.
    if (own) await tx.stockAlert.updateMany({ where: { openKey, status: "pending" }, data: { status: "confirmed", confirmedAt: now, userId: user!.id } });
    const existing = await tx.stockAlert.findUniqueOrThrow({ where: { openKey }, select: { status: true } });
    return { product: product.id, status: existing.status as "pending" | "confirmed", channel, created: false };
  });
}

export type StockAlertLink = { state: "invalid" } | { state: StockAlertStatus; productTitle: string; productSlug: string; recipient: string };

async function findByToken(token: string) {
  if (!TOKEN.test(token)) return null;
  return db().stockAlert.findUnique({
    where: { tokenHash: sha256(token) },
    select: { id: true, productId: true, status: true, recipient: true, product: { select: { title: true, slug: true, parent: { select: { title: true } } } } },
  });
}

function linkOf(alert: NonNullable<Awaited<ReturnType<typeof findByToken>>>, state: StockAlertStatus): StockAlertLink {
  return { state, productTitle: alert.product.title || alert.product.parent?.title || "", productSlug: alert.product.slug, recipient: alert.recipient };
}

/** What a confirm or cancel link's token refers to (read only: for the page before it asks). */
export async function stockAlertLinkState(token: string): Promise<StockAlertLink> {
  const alert = await findByToken(token);
  return alert ? linkOf(alert, alert.status) : { state: "invalid" };
}

/**
 * Confirms the pending request of the link's token. When the product is already back by then, its
 * message goes out at once (the request is then `sent`).
 */
export async function confirmStockAlert(token: string, now = new Date()): Promise<StockAlertLink> {
  const alert = await findByToken(token);
  if (!alert) return { state: "invalid" };
  return transaction(async (tx) => {
    const changed = await tx.stockAlert.updateMany({ where: { id: alert.id, status: "pending" }, data: { status: "confirmed", confirmedAt: now } });
    if (changed.count === 1) await releaseStockAlerts(tx, [alert.productId], now);
    const row = await tx.stockAlert.findUniqueOrThrow({ where: { id: alert.id }, select: { status: true } });
    return linkOf(alert, row.status);
  });
}

/** Cancels the open request of the link's token; a sent or cancelled one stays as it is. */
export async function cancelStockAlert(token: string, now = new Date()): Promise<StockAlertLink> {
  const alert = await findByToken(token);
  if (!alert) return { state: "invalid" };
  await db().stockAlert.updateMany({ where: { id: alert.id, status: { in: ["pending", "confirmed"] } }, data: { status: "cancelled", cancelledAt: now, openKey: null } });
  const row = await db().stockAlert.findUniqueOrThrow({ where: { id: alert.id }, select: { status: true } });
  return linkOf(alert, row.status);
}

/**
 * Called by catalogueChanged() after the products' facts are recomputed, in the change's transaction:
 * every confirmed request for one of `productIds` (all products: "all") that can be bought now becomes
 * `sent`, and its one message is queued. Answers how many were released.
 */
export async function releaseStockAlerts(tx: Tx | Db, productIds: number[] | "all", now = new Date()): Promise<number> {
  if (productIds !== "all" && !productIds.length) return 0;
  const scope = productIds === "all" ? Prisma.empty : Prisma.sql`AND a."productId" = ANY(${productIds}::int[])`;
  const released = await tx.$queryRaw<{ channel: Channel; recipient: string; language: string; title: string; titleHi: string; slug: string }[]>`
    UPDATE "StockAlert" a SET status = 'sent', "sentAt" = ${now}, "openKey" = NULL
    FROM "Product" p LEFT JOIN "Product" parent ON parent.id = p."parentId"
    WHERE p.id = a."productId" AND p."isAvailable" AND a.status = 'confirmed' ${scope}
    RETURNING a.channel::text AS channel, a.recipient, a.language, COALESCE(NULLIF(p.title, ''), parent.title) AS title,
      COALESCE(NULLIF(p."titleHi", ''), parent."titleHi", '') AS "titleHi", p.slug`;
  for (const r of released) {
    // In the language it was asked for in: the Hindi title where staff gave one, the Hindi page.
    const locale = asLocale(r.language);
    const productUrl = publicUrl(localePath(locale, `/p/${encodeURIComponent(r.slug)}/`));
    const data = { productTitle: inLocale(locale, r.title, r.titleHi), productUrl, ...(locale === "hi" ? { locale } : {}) };
    const message = { template: "back-in-stock" as const, data };
    if (r.channel === "email") await queueEmail(tx as Tx, { to: r.recipient, ...message });
    else await queueSms(tx as Tx, { to: r.recipient, ...message });
  }
  return released.length;
}
