// Staff edit the shop's policies (privacy, returns, terms) in Markdown. Every publication is kept as a
// version (who, when, the whole text), so staff see what changed and restore an earlier text, which is
// published again as a new version. A save over a newer version is refused (edit-conflict.ts). The
// policy page and the API show the change at once: the page's cached data is expired when the save
// commits and the page is rendered again in the background (decision 0106).
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { fieldChanges, recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { displayName } from "@/lib/auth/users.ts";
import { markdownToHtml } from "@/lib/content/markdown.ts";
import type { PolicySlug } from "@/lib/content/policies.ts";
import { readShopDetails, type ShopDetails } from "@/lib/content/shop-details.ts";
import { fillShopDetails, isPageSlug, isWrittenSlug, WRITTEN_SLUGS, writtenHref, type PageSlug, type WrittenSlug } from "@/lib/content/written-pages.ts";
import { afterCommit, db, type Db, type Prisma, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { refresher } from "@/lib/page-cache/refresher.mjs";
import { tagClock } from "@/lib/page-cache/tag-clock.mjs";
import { POLICIES_TAG } from "@/lib/page-cache/tags.ts";

/** The name each policy and page goes by before staff have written it. */
export const POLICY_NAMES: Record<PolicySlug | PageSlug, string> = {
  "privacy-policy": "Privacy Policy",
  "return-policy": "Return Policy",
  "terms-and-conditions": "Terms and Conditions",
  about: "About us",
  "delivery-and-returns": "Delivery and returns",
  faq: "Questions and answers",
};

const seenVersion = z.string().max(40).optional().describe("The policy's updated_at as read: a policy changed since is refused with 409 edit_conflict.");

export const PolicyChangeInput = z
  .object({
    title: z.string().trim().min(1, "Give the policy a title.").max(200),
    content: z.string().trim().min(1, "Write the policy's text.").max(100_000, "At most 100,000 characters."),
    // Hindi shoppers see these where filled, the English ones otherwise; blank: none.
    title_hi: z.string().trim().max(200).optional().describe("The Hindi title; blank: none (Hindi shoppers see the English title)."),
    content_hi: z.string().trim().max(100_000, "At most 100,000 characters.").optional().describe("The Hindi Markdown; blank: none (Hindi shoppers see the English text)."),
    updated_at: seenVersion,
  })
  .meta({ id: "AdminPolicyInput" });
export type PolicyChange = z.infer<typeof PolicyChangeInput>;
export const PolicyPatchInput = PolicyChangeInput.partial().meta({ id: "AdminPolicyPatchInput" });
export type PolicyPatch = z.infer<typeof PolicyPatchInput>;

export const RestoreInput = z.object({ updated_at: seenVersion }).meta({ id: "AdminPolicyRestoreInput" });

export const AdminPolicySchema = z
  .object({
    slug: z.enum(WRITTEN_SLUGS),
    kind: z.enum(["policy", "page"]).describe("A policy (/policies/<slug>/) or one of the shop's pages (about, delivery-and-returns, faq), whose text may use the placeholders {phone}, {hours}, {address}, {email}, {shop} and {legal_name}."),
    title: z.string(),
    content: z.string().describe("The Markdown staff write."),
    title_hi: z.string().describe("The Hindi title; empty: none."),
    content_hi: z.string().describe("The Hindi Markdown; empty: none."),
    html: z.string().describe("The sanitised HTML the shop shows."),
    url: z.string().describe("The policy's page in the shop."),
    updated_at: z.string().nullable().describe("Null while nobody has written it. Send it back as `updated_at` with a change."),
    versions: z.int().describe("Versions kept (GET …/versions/)."),
  })
  .meta({ id: "AdminPolicy" });
export type AdminPolicy = z.infer<typeof AdminPolicySchema>;

export const PolicyVersionSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    content: z.string(),
    title_hi: z.string(),
    content_hi: z.string(),
    created_at: z.string(),
    author: z.string().nullable().describe("Who published it; null for the text the shop started with."),
    restored_from: z.int().nullable().describe("The version this one brought back, when it was a restore."),
    current: z.boolean().describe("Whether it is the text the shop shows now."),
  })
  .meta({ id: "AdminPolicyVersion" });
export type PolicyVersionJson = z.infer<typeof PolicyVersionSchema>;

type Actor = { id: number; ip?: string };

function slugOr404(slug: string): WrittenSlug {
  if (!isWrittenSlug(slug)) throw new NotFoundError();
  return slug;
}

/** The text as the shop shows it: a page's placeholders filled in from the shop's details. */
function shownHtml(slug: WrittenSlug, markdown: string, details: ShopDetails | null): string {
  return markdownToHtml(isPageSlug(slug) ? fillShopDetails(markdown, details) : markdown);
}

export async function previewHtml(slug: WrittenSlug, markdown: string, client: Tx | Db = db()): Promise<string> {
  return shownHtml(slug, markdown, isPageSlug(slug) ? await readShopDetails(client) : null);
}

type PolicyRow = { title: string; content: string; titleHi: string; contentHi: string; updatedAt: Date };

function adminPolicyOf(slug: WrittenSlug, row: PolicyRow | null, versions: number, details: ShopDetails | null): AdminPolicy {
  return {
    slug,
    kind: isPageSlug(slug) ? "page" : "policy",
    title: row?.title ?? POLICY_NAMES[slug],
    content: row?.content ?? "",
    title_hi: row?.titleHi ?? "",
    content_hi: row?.contentHi ?? "",
    html: row ? shownHtml(slug, row.content, details) : "",
    url: writtenHref(slug),
    updated_at: row?.updatedAt.toISOString() ?? null,
    // The text the shop started with counts as one until the first edit keeps it.
    versions: Math.max(versions, row ? 1 : 0),
  };
}

/** One policy as staff see it; a policy nobody has written yet has an empty text. */
export async function adminPolicy(raw: string, client: Tx | Db = db()): Promise<AdminPolicy> {
  const slug = slugOr404(raw);
  const [row, versions, details] = await Promise.all([
    client.policy.findUnique({ where: { slug } }),
    client.policyVersion.count({ where: { slug } }),
    isPageSlug(slug) ? readShopDetails(client) : null,
  ]);
  return adminPolicyOf(slug, row, versions, details);
}

/** Every policy and page, read in three queries whatever their number. */
export async function adminPolicies(): Promise<AdminPolicy[]> {
  const slugs = [...WRITTEN_SLUGS];
  const [rows, counts, details] = await Promise.all([
    db().policy.findMany({ where: { slug: { in: slugs } } }),
    db().policyVersion.groupBy({ by: ["slug"], where: { slug: { in: slugs } }, _count: { _all: true } }),
    readShopDetails(),
  ]);
  const row = new Map(rows.map((r) => [r.slug, r]));
  const count = new Map(counts.map((c) => [c.slug, c._count._all]));
  return slugs.map((slug) => adminPolicyOf(slug, row.get(slug) ?? null, count.get(slug) ?? 0, details));
}

/** The policy's versions, newest first (envelope A pages). */
export async function countPolicyVersions(raw: string): Promise<number> {
  return db().policyVersion.count({ where: { slug: slugOr404(raw) } });
}

export async function policyVersions(raw: string, offset: number, limit: number): Promise<PolicyVersionJson[]> {
  const slug = slugOr404(raw);
  const [rows, current] = await Promise.all([
    db().policyVersion.findMany({ where: { slug }, orderBy: { id: "desc" }, skip: offset, take: limit }),
    db().policyVersion.findFirst({ where: { slug }, orderBy: { id: "desc" }, select: { id: true } }),
  ]);
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
  const authors = new Map((await db().user.findMany({ where: { id: { in: authorIds } }, select: { id: true, firstName: true, email: true, phoneNumber: true } })).map((u) => [u.id, displayName(u)]));
  return rows.map((r) => ({
    id: r.id, title: r.title, content: r.content, title_hi: r.titleHi, content_hi: r.contentHi, created_at: r.createdAt.toISOString(),
    author: r.authorId === null ? null : (authors.get(r.authorId) ?? "a removed staff member"),
    restored_from: r.restoredFromId, current: r.id === current?.id,
  }));
}

const characters = (text: string) => `${text.length.toLocaleString("en-IN")} characters`;

/** The policy's page and its cached data are out of date once `tx` commits; the page is rendered again. */
function policiesChanged(tx: Tx): void {
  afterCommit(tx, () => {
    tagClock.expire([POLICIES_TAG]);
    refresher.refreshTagged([POLICIES_TAG]);
  });
}

type PolicyText = { title?: string; content?: string; title_hi?: string; content_hi?: string };

async function publish(tx: Tx, actor: Actor, slug: WrittenSlug, patch: PolicyText, seen: string | undefined, restoredFromId: number | null): Promise<boolean> {
  const [locked] = await tx.$queryRaw<{ slug: string }[]>`SELECT slug FROM "Policy" WHERE slug = ${slug} FOR UPDATE`;
  const row = locked ? await tx.policy.findUnique({ where: { slug } }) : null;
  if (row) await assertUnchanged("Policy", slug, row.updatedAt, seen, tx);
  const change = {
    title: patch.title ?? row?.title ?? POLICY_NAMES[slug],
    content: patch.content ?? row?.content ?? "",
    titleHi: patch.title_hi ?? row?.titleHi ?? "",
    contentHi: patch.content_hi ?? row?.contentHi ?? "",
  };
  if (!change.content) throw new ValidationError({ content: ["Write the policy's text."] });
  if (row && row.title === change.title && row.content === change.content && row.titleHi === change.titleHi && row.contentHi === change.contentHi) return false;
  // The text the shop showed before its first staff edit (the seed's) is kept as a version too.
  if (row && (await tx.policyVersion.count({ where: { slug } })) === 0) {
    await tx.policyVersion.create({ data: { slug, title: row.title, content: row.content, titleHi: row.titleHi, contentHi: row.contentHi, createdAt: row.updatedAt } });
  }
  const data = { ...change, updatedAt: new Date() };
  await tx.policy.upsert({ where: { slug }, create: { slug, ...data }, update: data });
  const version = await tx.policyVersion.create({ data: { slug, ...change, authorId: actor.id, restoredFromId } });
  const before = row ? { title: row.title, content: row.content, titleHi: row.titleHi, contentHi: row.contentHi } : null;
  // The whole texts are kept in before/after (and as versions); the History shows their sizes.
  const changes = fieldChanges(before, change);
  if (changes.content) changes.content = [row ? characters(row.content) : null, `${characters(change.content)} (version ${version.id})`];
  if (changes.contentHi) changes.contentHi = [row ? characters(row.contentHi) : null, `${characters(change.contentHi)} (version ${version.id})`];
  if (restoredFromId) changes.restored_from = [null, restoredFromId];
  await recordStaffAction(tx, {
    actorId: actor.id, ip: actor.ip, action: restoredFromId ? "policy.restore" : row ? "policy.update" : "policy.create",
    entityType: "Policy", entityId: slug, before, after: change, changes: changes as Prisma.InputJsonValue,
  });
  policiesChanged(tx);
  return true;
}

/** Publishes a new text; answers false when it is the text the shop already shows (nothing is kept). */
export async function savePolicy(tx: Tx, actor: Actor, raw: string, change: PolicyPatch): Promise<boolean> {
  const { updated_at: seen, ...text } = change;
  return publish(tx, actor, slugOr404(raw), text, seen, null);
}

/** Publishes an earlier version's text again, as a new version. */
export async function restorePolicyVersion(tx: Tx, actor: Actor, raw: string, versionId: number, seen?: string): Promise<boolean> {
  const slug = slugOr404(raw);
  const version = await tx.policyVersion.findFirst({ where: { id: versionId, slug } });
  if (!version) throw new NotFoundError();
  return publish(tx, actor, slug, { title: version.title, content: version.content, title_hi: version.titleHi, content_hi: version.contentHi }, seen, version.id);
}
