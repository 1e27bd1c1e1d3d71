// The shop's own pages staff write in Markdown beside the policies: about us, delivery and returns, and the
// questions and answers. They are kept with the policies (one table, the same versions, editor and staff
// API: lib/admin/content/policies.ts) and shown at their own addresses. Their text may name the shop's
// details by placeholder — {phone}, {hours}, {address}, {email}, {shop}, {legal_name} — filled in when the
// page is shown, so a change of the shop's details reaches them too (decision 0139).
import { config } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { inLocale } from "@/lib/i18n/hindi-text.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { markdownToHtml } from "./markdown.ts";
import { POLICY_SLUGS, policyHref, type PolicySlug } from "./policies.ts";
import { CONTENT_PAGES, shopEmail, type ShopDetails } from "./shop-details.ts";

export const PAGE_SLUGS = ["about", "delivery-and-returns", "faq"] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** Every text staff write: the policies and the pages. */
export const WRITTEN_SLUGS = [...POLICY_SLUGS, ...PAGE_SLUGS] as const;
export type WrittenSlug = PolicySlug | PageSlug;

const PAGE_HREFS: Record<PageSlug, string> = { about: CONTENT_PAGES.about.href, "delivery-and-returns": CONTENT_PAGES.delivery.href, faq: CONTENT_PAGES.faq.href };

export function isPageSlug(slug: string): slug is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(slug);
}

export function isWrittenSlug(slug: string): slug is WrittenSlug {
  return (WRITTEN_SLUGS as readonly string[]).includes(slug);
}

/** Where the shop shows it. */
export function writtenHref(slug: WrittenSlug): string {
  return isPageSlug(slug) ? PAGE_HREFS[slug] : policyHref(slug);
}

/** The placeholders a page may use, with what each becomes. */
export const PLACEHOLDERS = ["{phone}", "{hours}", "{address}", "{email}", "{shop}", "{legal_name}"] as const;

/** Text as Markdown shows it literally (a "*" in the hours is a star, not emphasis). */
const literal = (text: string) => text.replace(/[\\`*_{}[\]()#+!|<>~]/g, "\\$&");

/** The Markdown with the shop's details in place of the placeholders (links for the phone and e-mail). */
export function fillShopDetails(markdown: string, details: ShopDetails | null): string {
  const email = shopEmail();
  const values: Record<(typeof PLACEHOLDERS)[number], string> = {
    "{phone}": details ? `[${literal(details.phone.display)}](${details.phone.href})` : "",
    "{hours}": details ? literal(details.hours) : "",
    "{address}": details ? literal(details.address.join(", ")) : "",
    "{email}": `[${literal(email)}](mailto:${email})`,
    "{shop}": literal(config().SHOP_NAME),
    "{legal_name}": details ? literal(details.legalName) : "",
  };
  return markdown.replace(/\{(?:phone|hours|address|email|shop|legal_name)\}/g, (p) => values[p as keyof typeof values]);
}

export interface WrittenPage {
  slug: PageSlug;
  title: string;
  /** Sanitised HTML, the shop's details filled in. */
  html: string;
  /** The questions and answers page's text as questions (questionsOf); null for the other pages. */
  faq: { intro: string; questions: Question[] } | null;
  updatedAt: Date;
}

/** The page as the shop shows it in `locale` (Hindi where staff wrote it, else English), or null while staff have not written it. */
export async function findWrittenPage(slug: PageSlug, details: ShopDetails | null, locale?: ShopLocale): Promise<WrittenPage | null> {
  const row = await db().policy.findUnique({ where: { slug } });
  if (!row) return null;
  const content = inLocale(locale, row.content, row.contentHi);
  const faq = slug === "faq" ? questionsOf(content, details) : null;
  return { slug, title: inLocale(locale, row.title, row.titleHi), html: faq ? "" : markdownToHtml(fillShopDetails(content, details)), faq, updatedAt: row.updatedAt };
}

export interface Question {
  question: string;
  /** Sanitised HTML. */
  answer: string;
}

/**
 * The questions and answers page's text as questions: each "## " heading is a question and what follows
 * it, to the next one, its answer. What comes before the first question is the page's introduction.
 */
export function questionsOf(markdown: string, details: ShopDetails | null): { intro: string; questions: Question[] } {
  const parts = fillShopDetails(markdown, details).split(/^## +/m);
  const intro = parts.shift()!.trim();
  const questions = parts.map((part) => {
    const [heading, ...rest] = part.split("\n");
    return { question: heading!.trim(), answer: markdownToHtml(rest.join("\n").trim()) };
  });
  return { intro: intro ? markdownToHtml(intro) : "", questions };
}
