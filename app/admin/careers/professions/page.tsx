import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { ProfessionForm } from "@/components/admin/careers/profession-form.tsx";
import table from "@/components/admin/data-table.module.css";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { Pagination } from "@/components/ui/pagination.tsx";
import { countProfessions, listProfessions, ProfessionFilters, professionWhere } from "@/lib/admin/careers/professions.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";
import Link from "next/link";
import { removeProfession, saveProfession } from "../actions.ts";

export const metadata: Metadata = { title: "Professions" };

export const instant = false;

const PATH = "/admin/careers/professions/";

export default async function ProfessionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query } = listQuery(ProfessionFilters, sp);
  const where = professionWhere(query);
  const page = await loadPage(url, () => countProfessions(where), (offset, limit) => listProfessions(where, offset, limit), 100).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  return (
    <AdminPage path={PATH} title="Professions">
      <p>What applicants choose on the application form. A profession named by an application cannot be deleted.</p>
      <ProfessionForm name="" label="Add a profession" submitLabel="Add" action={saveProfession} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "profession" : "professions"}
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className="visually-hidden">Professions by name</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col" className={table.numeric}>
                Applications
              </th>
              <th scope="col">Delete</th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((p) => (
              <tr key={p.id}>
                <td>
                  <ProfessionForm key={p.name} id={p.id} name={p.name} label={`Name of ${p.name}`} submitLabel="Rename" action={saveProfession} />
                </td>
                <td className={table.numeric}>
                  <Link href={`/admin/careers/applications/?profession=${p.id}`} aria-label={`${p.applications} applications from a ${p.name}`}>
                    {p.applications}
                  </Link>
                </td>
                <td>
                  {p.applications === 0 ? (
                    <DeleteForm id={p.id} label={`Delete ${p.name}`} question={`Delete the profession “${p.name}”?`} hint="No application names it." action={removeProfession} />
                  ) : (
                    "In use"
                  )}
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
