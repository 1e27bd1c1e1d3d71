// Policies (spec/API.md §8): the shop's legal documents, written by staff in Markdown and published as
// sanitised HTML at fixed addresses, in the API and as pages.
import { z } from "zod";
import { db } from "@/lib/db.ts";
import { inLocale } from "@/lib/i18n/hindi-text.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { markdownToHtml } from "./markdown.ts";

export const POLICY_SLUGS = ["privacy-policy", "return-policy", "terms-and-conditions"] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export function isPolicySlug(slug: string): slug is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(slug);
}

export const PolicySchema = z.object({
  slug: z.enum(POLICY_SLUGS),
  title: z.string(),
  content: z.string().describe("Sanitised HTML."),
  updated_at: z.iso.datetime(),
}).meta({ id: "Policy" });
export type PolicyJson = z.infer<typeof PolicySchema>;

// Rendered HTML by slug and language, kept while the row's updatedAt is unchanged (a staff edit moves it on).
const rendered = new Map<string, { updatedAt: number; html: string }>();

function policyHtml(key: string, markdown: string, updatedAt: Date): string {
  const hit = rendered.get(key);
  if (hit?.updatedAt === updatedAt.getTime()) return hit.html;
  const html = markdownToHtml(markdown);
  rendered.set(key, { updatedAt: updatedAt.getTime(), html });
  return html;
}

/**
 * The published policy with this slug, content rendered to HTML, or null when staff have not written it;
 * in Hindi where staff wrote a Hindi text and `locale` is Hindi (title and text each fall back to English).
 */
export async function findPolicy(slug: string, locale?: ShopLocale): Promise<PolicyJson | null> {
  if (!isPolicySlug(slug)) return null;
  const row = await db().policy.findUnique({ where: { slug } });
  if (!row) return null;
  const content = inLocale(locale, row.content, row.contentHi);
  const key = content === row.content ? slug : `hi:${slug}`;
  return { slug, title: inLocale(locale, row.title, row.titleHi), content: policyHtml(key, content, row.updatedAt), updated_at: row.updatedAt.toISOString() };
}

/** The policies staff have written (the others have no page), with when each last changed. */
export async function publishedPolicies(): Promise<{ slug: PolicySlug; updatedAt: Date }[]> {
  const rows = await db().policy.findMany({ where: { slug: { in: [...POLICY_SLUGS] } }, select: { slug: true, updatedAt: true } });
  return POLICY_SLUGS.flatMap((slug) => rows.filter((r) => r.slug === slug).map((r) => ({ slug, updatedAt: r.updatedAt })));
}

export function policyHref(slug: PolicySlug): string {
  return `/policies/${slug}/`;
}
