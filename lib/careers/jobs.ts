// Open positions (spec/API.md §8): staff post them and close them; a position is open while staff
// leave it open and its closing time has not passed. Closed positions are not found.
import { z } from "zod";
import { db } from "@/lib/db.ts";
import type { Prisma } from "@/lib/generated/prisma/client.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";

export const JOB_PATH = "/api/v2/jobalerts/{slug}/";
export const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "internship"] as const;

export interface JobAlert {
  id: number;
  title: string;
  slug: string;
  department: string;
  location: string;
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  experience: string;
  description: string;
  postedAt: Date;
  closesAt: Date | null;
}

export const JobAlertSchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  url: z.url(),
  department: z.string(),
  location: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  experience: z.string(),
  description: z.string(),
  posted_at: z.iso.datetime(),
  closes_at: z.iso.datetime().nullable(),
}).meta({ id: "JobAlert" });

export const JobAlertPageSchema = z.object({ count: z.int(), next: z.url().nullable(), previous: z.url().nullable(), results: z.array(JobAlertSchema) }).meta({ id: "JobAlertPage" });

const text = (what: string) => z.string().max(200).optional().describe(what);
export const JobFilters = z.object({
  department: text("A department, any case (\"Design\")"),
  location: text("A location, any case (\"Jodhpur\")"),
  q: text("Words in the title, department, location or description"),
});
export type JobFilters = z.infer<typeof JobFilters>;

function openAt(now: Date): Prisma.JobAlertWhereInput {
  return { isOpen: true, OR: [{ closesAt: null }, { closesAt: { gt: now } }] };
}

function whereOf(filters: JobFilters, now: Date): Prisma.JobAlertWhereInput {
  const and: Prisma.JobAlertWhereInput[] = [openAt(now)];
  const department = filters.department?.trim();
  const location = filters.location?.trim();
  if (department) and.push({ department: { equals: department, mode: "insensitive" } });
  if (location) and.push({ location: { equals: location, mode: "insensitive" } });
  for (const word of (filters.q ?? "").split(/\s+/).filter(Boolean).slice(0, 8)) {
    const contains = { contains: word, mode: "insensitive" as const };
    and.push({ OR: [{ title: contains }, { department: contains }, { location: contains }, { description: contains }] });
  }
  return { AND: and };
}

const SELECT = { id: true, title: true, slug: true, department: true, location: true, employmentType: true, experience: true, description: true, postedAt: true, closesAt: true } as const;
const ORDER = [{ postedAt: "desc" as const }, { id: "desc" as const }];

/** A page of the open positions matching `filters`, newest first. */
export function openJobsPage(url: URL, filters: JobFilters, now = new Date()) {
  const where = whereOf(filters, now);
  return loadPage<JobAlert>(
    url,
    () => db().jobAlert.count({ where }),
    (skip, take) => db().jobAlert.findMany({ where, orderBy: ORDER, skip, take, select: SELECT }),
  );
}

/** The open position with this slug, or null (also when it is closed). */
export function findOpenJob(slug: string, now = new Date()): Promise<JobAlert | null> {
  return db().jobAlert.findFirst({ where: { slug, ...openAt(now) }, select: SELECT });
}

/** The departments and locations of the open positions (the careers page's filters). */
export async function jobFacets(now = new Date()): Promise<{ departments: string[]; locations: string[] }> {
  const rows = await db().jobAlert.findMany({ where: openAt(now), select: { department: true, location: true } });
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return { departments: sorted(rows.map((r) => r.department)), locations: sorted(rows.map((r) => r.location)) };
}

export function jobJson(j: JobAlert, urls: UrlBuilder): z.infer<typeof JobAlertSchema> {
  return {
    id: j.id,
    title: j.title,
    slug: j.slug,
    url: urls.path(JOB_PATH, { slug: j.slug }),
    department: j.department,
    location: j.location,
    employment_type: j.employmentType,
    experience: j.experience,
    description: j.description,
    posted_at: j.postedAt.toISOString(),
    closes_at: j.closesAt ? j.closesAt.toISOString() : null,
  };
}

export async function openJobsAnswer(url: URL, urls: UrlBuilder, filters: JobFilters) {
  const page = await openJobsPage(url, filters);
  return envelopeA({ ...page, results: page.results.map((j) => jobJson(j, urls)) }, url.toString());
}

/** The storefront page of a position. */
export function jobHref(slug: string): string {
  return `/careers/${encodeURIComponent(slug)}/`;
}
