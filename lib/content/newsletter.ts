// The newsletter (spec/API.md §8), with double opt-in: a subscription starts pending and a
// confirmation mail carries its link; nobody receives the newsletter before clicking it. Every
// newsletter mail carries an unsubscribe link. Subscribing again is harmless: a pending or confirmed
// address is answered with its status and gets no second mail; an address that unsubscribed starts
// over with a new link.
//
// One token per subscription serves both links. It is derived with the server secret from the address
// and the moment the subscription (re)started, so the shop can put the unsubscribe link into any later
// newsletter mail without keeping the token; the database keeps only its SHA-256 and the outbox keeps
// the links sealed (docs/decisions/0046-newsletter-tokens.md). The links lead to pages that ask before
// they change anything (a POST), so a mail scanner following links cannot confirm or unsubscribe.
import { keyedHash, sha256 } from "@/lib/auth/secrets.ts";
import { db, transaction, type Tx } from "@/lib/db.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm/{token}/";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe/{token}/";

const TOKEN = /^[0-9a-f]{64}$/;

/** The subscription's link token: the same for every mail while the subscription lasts. */
function tokenOf(sub: { email: string; createdAt: Date }): string {
  return keyedHash(`${sub.email}\0${sub.createdAt.getTime()}`, "newsletter-link");
}

const linkTo = (path: string, token: string) => publicUrl(path.replace("{token}", token));

/** The unsubscribe link for a newsletter mail to this subscriber. */
export function unsubscribeUrlFor(sub: { email: string; createdAt: Date }): string {
  return linkTo(NEWSLETTER_UNSUBSCRIBE_PATH, tokenOf(sub));
}

async function queueConfirmation(tx: Tx, sub: { email: string; createdAt: Date }, locale: ShopLocale): Promise<void> {
  const token = tokenOf(sub);
  await queueEmail(tx, {
    to: sub.email,
    template: "newsletter-confirm",
    data: locale === "hi" ? { locale } : {},
    secrets: { confirmUrl: linkTo(localePath(locale, NEWSLETTER_CONFIRM_PATH), token), unsubscribeUrl: linkTo(localePath(locale, NEWSLETTER_UNSUBSCRIBE_PATH), token) },
  });
}

export interface SubscribeResult {
  email: string;
  status: SubscriptionStatus;
  /** A new (or restarted) subscription: a confirmation mail is on its way. */
  created: boolean;
}

/** Subscribes `email` (pending until confirmed). Safe to repeat and to race. */
/** `locale`: the language it is asked for in (its confirmation mail's). */
export async function subscribe(rawEmail: string, now = new Date(), locale: ShopLocale = "en"): Promise<SubscribeResult> {
  const email = rawEmail.trim().toLowerCase();
  return transaction(async (tx) => {
    const createdAt = now;
    const inserted = await tx.newsletterSubscription.createMany({
      data: [{ email, status: "pending", tokenHash: sha256(tokenOf({ email, createdAt })), createdAt }],
      skipDuplicates: true,
    });
    if (inserted.count === 1) {
      await queueConfirmation(tx, { email, createdAt }, locale);
      return { email, status: "pending", created: true };
    }
    // Already there: only an unsubscribed address starts over (one statement, so two requests cannot both).
    const restarted = await tx.newsletterSubscription.updateMany({
      where: { email, status: "unsubscribed" },
      data: { status: "pending", tokenHash: sha256(tokenOf({ email, createdAt })), createdAt, confirmedAt: null, unsubscribedAt: null },
    });
    if (restarted.count === 1) {
      await queueConfirmation(tx, { email, createdAt }, locale);
      return { email, status: "pending", created: true };
    }
    const existing = await tx.newsletterSubscription.findUniqueOrThrow({ where: { email }, select: { status: true } });
    return { email, status: existing.status, created: false };
  });
}

export type LinkState = { state: "invalid" } | { state: SubscriptionStatus; email: string };

async function findByToken(token: string) {
  if (!TOKEN.test(token)) return null;
  return db().newsletterSubscription.findUnique({ where: { tokenHash: sha256(token) } });
}

/** What a confirm or unsubscribe link's token refers to (read only: for the page before it asks). */
export async function newsletterLinkState(token: string): Promise<LinkState> {
  const sub = await findByToken(token);
  return sub ? { state: sub.status, email: sub.email } : { state: "invalid" };
}

/**
 * Confirms the subscription of the link's token and sends the welcome mail (once). An address that
 * has unsubscribed since stays unsubscribed: only a new subscription brings it back.
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<LinkState> {
  const sub = await findByToken(token);
  if (!sub) return { state: "invalid" };
  return transaction(async (tx) => {
    const changed = await tx.newsletterSubscription.updateMany({ where: { id: sub.id, status: "pending" }, data: { status: "confirmed", confirmedAt: now } });
    if (changed.count === 1) {
      await queueEmail(tx, { to: sub.email, template: "newsletter-welcome", data: { shopUrl: publicUrl("/") }, secrets: { unsubscribeUrl: unsubscribeUrlFor(sub) } });
      return { state: "confirmed", email: sub.email };
    }
    const now_ = await tx.newsletterSubscription.findUniqueOrThrow({ where: { id: sub.id }, select: { status: true } });
    return { state: now_.status, email: sub.email };
  });
}

/** Ends the subscription of the link's token (pending or confirmed); repeating it changes nothing. */
export async function unsubscribe(token: string, now = new Date()): Promise<LinkState> {
  const sub = await findByToken(token);
  if (!sub) return { state: "invalid" };
  await db().newsletterSubscription.updateMany({ where: { id: sub.id, status: { not: "unsubscribed" } }, data: { status: "unsubscribed", unsubscribedAt: now } });
  return { state: "unsubscribed", email: sub.email };
}
