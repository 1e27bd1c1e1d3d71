import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import { Pagination } from "@/components/ui/pagination.tsx";
import { ApplicationFilters, applicationWhere, countApplications, eraseOn, listApplications, RESUME_STATUSES, STATUS_LABELS } from "@/lib/admin/careers/applications.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { allProfessions } from "@/lib/careers/professions.ts";
import { config } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";

export const metadata: Metadata = { title: "Applications" };

export const instant = false;

const PATH = "/admin/careers/applications/";
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(ApplicationFilters, sp);
  const where = applicationWhere(query);
  const page = await loadPage(url, () => countApplications(where), (offset, limit) => listApplications(where, offset, limit), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const [posts, professions] = await Promise.all([
    db().jobAlert.findMany({ orderBy: [{ postedAt: "desc" }, { id: "desc" }], select: { id: true, title: true, location: true }, take: 500 }),
    allProfessions(),
  ]);
  return (
    <AdminPage path={PATH} title="Applications">
      <p>Résumés are erased {config().RESUME_RETENTION_DAYS} days after they arrive; each row says when.</p>
      <ListFilters label="Filter the applications">
        <label>
          Name or e-mail
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Job post
          <select name="job_alert" defaultValue={query.job_alert ? String(query.job_alert) : ""}>
            <option value="">Any</option>
            {posts.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}, {p.location}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">Any</option>
            {RESUME_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Profession
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
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "application" : "applications"}
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className="visually-hidden">Applications, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Applicant</th>
              <th scope="col">Job post</th>
              <th scope="col">Profession</th>
              <th scope="col">Status</th>
              <th scope="col">Received</th>
              <th scope="col">Résumé erased on</th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link href={`/admin/careers/applications/${r.id}/`}>{r.fullName}</Link>
                  <br />
                  {r.email}
                </td>
                <td>{r.jobAlert ? r.jobAlert.title : "Open application"}</td>
                <td>{r.profession.name}</td>
                <td>{STATUS_LABELS[r.status]}</td>
                <td>{day.format(r.createdAt)}</td>
                <td>{day.format(eraseOn(r.createdAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
