import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { countJobPosts, JobPostFilters, jobPostsJson, jobPostWhere, listJobPosts } from "@/lib/admin/careers/jobs.ts";
import { allProfessions } from "@/lib/careers/professions.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";

export const metadata: Metadata = { title: "Careers" };

export const instant = false;

const PATH = "/admin/careers/";
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export default async function CareersAdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(JobPostFilters, sp);
  const where = jobPostWhere(query);
  const page = await loadPage(url, () => countJobPosts(where), (offset, limit) => listJobPosts(where, offset, limit), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const [posts, professions] = await Promise.all([jobPostsJson(page.results, null), allProfessions()]);
  const actions = (
    <>
      <Link href="/admin/careers/applications/" className={button.secondary}>
        Applications
      </Link>
      <Link href="/admin/careers/professions/" className={button.secondary}>
        Professions
      </Link>
      <Link href="/admin/careers/jobs/new/" className={button.primary}>
        New job post
      </Link>
    </>
  );
  return (
    <AdminPage path={PATH} title="Job posts" actions={actions}>
      <ListFilters label="Filter the job posts">
        <label>
          Words
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          State
          <select name="state" defaultValue={query.state ?? ""}>
            <option value="">All</option>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </select>
        </label>
        <label>
          Applicants’ profession
          <select name="profession" defaultValue={query.profession ? String(query.profession) : ""}>
            <option value="">Any</option>
            {professions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "job post" : "job posts"}
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className="visually-hidden">Job posts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Department</th>
              <th scope="col">Location</th>
              <th scope="col">State</th>
              <th scope="col">Posted</th>
              <th scope="col">Last day</th>
              <th scope="col" className={table.numeric}>
                Applications
              </th>
            </tr>
          </thead>
          <tbody>
            {posts.map((j) => (
              <tr key={j.id}>
                <td>
                  <Link href={`/admin/careers/jobs/${j.id}/`}>{j.title}</Link>
                </td>
                <td>{j.department}</td>
                <td>{j.location}</td>
                <td>{j.state === "open" ? "Open" : "Closed"}</td>
                <td>{day.format(new Date(j.posted_at))}</td>
                <td>{j.closes_at ? day.format(new Date(j.closes_at)) : "—"}</td>
                <td className={table.numeric}>
                  <Link href={`/admin/careers/applications/?job_alert=${j.id}`} aria-label={`${j.applications} applications to ${j.title}`}>
                    {j.applications}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
