// The careers pages' data: open positions (filtered by department and location, careers-path.ts), one position, and the professions an applicant picks
// from, read through lib/careers as the API reads them. Positions open and close by date: at most five
// minutes late on the pages.
import { cacheLife, cacheTag } from "next/cache";
import { findOpenJob, jobFacets, jobHref, openJobsPage, type JobAlert } from "@/lib/careers/jobs.ts";
import { allProfessions } from "@/lib/careers/professions.ts";
import { markdownToHtml } from "@/lib/content/markdown.ts";
import { MAX_PAGE_SIZE } from "@/lib/http/pagination.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { dayText } from "./content-view.ts";
import type { JobFilterState } from "./careers-path.ts";

import { CAREERS_TAG } from "@/lib/careers/changes.ts";

export { CAREERS_TAG };
export interface PositionCard {
  id: number;
  title: string;
  href: string;
  department: string;
  location: string;
  /** "Full time". */
  employmentType: string;
  experience: string;
  /** "6 October 2026". */
  posted: string;
  closes: string | null;
}

export interface Position extends PositionCard {
  /** Sanitised HTML from the Markdown description. */
  descriptionHtml: string;
  /** ISO dates, for search engines. */
  postedAt: string;
  closesAt: string | null;
  employmentCode: JobAlert["employmentType"];
}

const EMPLOYMENT: Record<JobAlert["employmentType"], string> = { full_time: "Full time", part_time: "Part time", contract: "Contract", internship: "Internship" };

function positionCard(j: JobAlert): PositionCard {
  return {
    id: j.id,
    title: j.title,
    href: jobHref(j.slug),
    department: j.department,
    location: j.location,
    employmentType: EMPLOYMENT[j.employmentType],
    experience: j.experience,
    posted: dayText(j.postedAt.toISOString().slice(0, 10)),
    closes: j.closesAt ? dayText(j.closesAt.toISOString().slice(0, 10)) : null,
  };
}


export interface CareersPageData {
  positions: PositionCard[];
  departments: string[];
  locations: string[];
}

/** Null when a filter names a department or location with no open position. */
export async function loadCareers(filters: JobFilterState): Promise<CareersPageData | null> {
  "use cache";
  cacheLife("content");
  cacheTag(CAREERS_TAG);
  if (duringBuild()) return null;
  const now = new Date();
  const { departments, locations } = await jobFacets(now);
  if ((filters.department && !departments.includes(filters.department)) || (filters.location && !locations.includes(filters.location))) return null;
  const url = new URL(`http://shop.invalid/?page_size=${MAX_PAGE_SIZE}`);
  const page = await openJobsPage(url, { department: filters.department ?? undefined, location: filters.location ?? undefined }, now);
  return { positions: page.results.map(positionCard), departments, locations };
}

export async function loadPosition(slug: string): Promise<Position | null> {
  "use cache";
  cacheLife("content");
  cacheTag(CAREERS_TAG);
  if (duringBuild()) return null;
  const job = await findOpenJob(slug, new Date());
  if (!job) return null;
  return {
    ...positionCard(job),
    descriptionHtml: markdownToHtml(job.description),
    postedAt: job.postedAt.toISOString(),
    closesAt: job.closesAt?.toISOString() ?? null,
    employmentCode: job.employmentType,
  };
}

export async function loadProfessions(): Promise<{ id: number; name: string }[]> {
  "use cache";
  cacheLife("content");
  cacheTag(CAREERS_TAG);
  if (duringBuild()) return [];
  return allProfessions();
}
