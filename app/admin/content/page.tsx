import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { adminPolicies } from "@/lib/admin/content/policies.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";

export const metadata: Metadata = { title: "Content" };

export const instant = false;

const PATH = "/admin/content/";
const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export default async function ContentPage() {
  await requireStaffPage(PATH);
  const policies = await adminPolicies();
  return (
    <AdminPage path={PATH} title="Content">
      <section aria-labelledby="policies-heading">
        <h2 id="policies-heading">Policies</h2>
        <div className={table.scroll}>
          <table className={table.table}>
            <caption className="visually-hidden">The shop&apos;s policies</caption>
            <thead>
              <tr>
                <th scope="col">Policy</th>
                <th scope="col">Last published</th>
                <th scope="col">Versions</th>
                <th scope="col">In the shop</th>
              </tr>
            </thead>
            <tbody>
              {policies.map((p) => (
                <tr key={p.slug}>
                  <td>
                    <Link href={`/admin/content/policies/${p.slug}/`}>{p.title}</Link>
                  </td>
                  <td>{p.updated_at ? when.format(new Date(p.updated_at)) : "Not written yet"}</td>
                  <td>{p.versions}</td>
                  <td>{p.updated_at ? <a href={p.url}>View {p.url}</a> : "No page yet"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </AdminPage>
  );
}
