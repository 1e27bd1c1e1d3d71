import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { listShowroomSets } from "@/lib/admin/content/showroom-sets.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";

export const metadata: Metadata = { title: "360° showroom" };

export const instant = false;

const PATH = "/admin/content/showroom/";

export default async function ShowroomSetsPage() {
  await requireStaffPage(PATH);
  const sets = await listShowroomSets();
  return (
    <AdminPage path={PATH} title="360° showroom">
      <p>
        The sets on the shop&apos;s <a href="/showroom/">360° showroom</a>, newest first. Their frames are uploaded on a product&apos;s page, under its 360° view.
      </p>
      {sets.length === 0 ? (
        <p>No 360° sets yet.</p>
      ) : (
        <div className={table.scroll}>
          <table className={table.table}>
            <caption className="visually-hidden">360° sets, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Product</th>
                <th scope="col" className={table.numeric}>
                  Frames
                </th>
              </tr>
            </thead>
            <tbody>
              {sets.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Link href={`/admin/content/showroom/${s.id}/`}>{s.title}</Link>
                  </td>
                  <td>{s.product ? s.product.title : "None"}</td>
                  <td className={table.numeric}>{s.frames}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
