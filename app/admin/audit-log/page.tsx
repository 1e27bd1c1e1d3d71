import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { AuditEntries } from "@/components/admin/audit-entries.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import { Pagination } from "@/components/ui/pagination.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { auditEntryJson, AuditFilters, auditWhere, countAudit, listAudit } from "@/lib/audit/log.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";

export const metadata: Metadata = { title: "Audit log" };

export const instant = false;

const PATH = "/admin/audit-log/";

export default async function AuditLogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(AuditFilters, sp);
  const where = auditWhere(query);
  const page = await loadPage(url, () => countAudit(where), (offset, limit) => listAudit(where, offset, limit), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  return (
    <AdminPage path={PATH} title="Audit log">
      <ListFilters label="Filter the log">
        <label>
          Words
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Object type
          <input name="entity_type" defaultValue={query.entity_type ?? ""} placeholder="Product" />
        </label>
        <label>
          Object id
          <input name="entity_id" defaultValue={query.entity_id ?? ""} />
        </label>
        <label>
          From
          <input name="since" type="date" defaultValue={query.since ?? ""} />
        </label>
        <label>
          To
          <input name="until" type="date" defaultValue={query.until ?? ""} />
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>{page.count.toLocaleString("en-IN")} changes</p>
      <AuditEntries entries={page.results.map(auditEntryJson)} caption="Changes made by staff, newest first" />
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
