import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { HomeSectionForm } from "@/components/admin/content/home-section-form.tsx";
import { PRODUCT_SOURCE_NAMES, SECTION_KINDS } from "@/lib/admin/content/home-section-labels.ts";
import { MoveForm } from "@/components/admin/content/move-form.tsx";
import table from "@/components/admin/data-table.module.css";
import { adminHomeSections } from "@/lib/admin/content/home-sections.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { db } from "@/lib/db.ts";
import { moveHomeSectionAction, saveHomeSectionAction } from "../home-actions.ts";

export const metadata: Metadata = { title: "Landing page" };

export const instant = false;

const PATH = "/admin/content/home/";

export default async function HomeSectionsPage() {
  await requireStaffPage(PATH);
  const [sections, collections] = await Promise.all([adminHomeSections(), db().collection.findMany({ select: { id: true, title: true }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] })]);
  return (
    <AdminPage path={PATH} title="Landing page">
      <p>
        The landing page shows these sections from top to bottom; a section with nothing to show (no banners live, an empty collection) is left out. <a href="/">View the landing page</a>.
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className="visually-hidden">The landing page&apos;s sections, top first</caption>
          <thead>
            <tr>
              <th scope="col">Heading</th>
              <th scope="col">Kind</th>
              <th scope="col">Shows</th>
              <th scope="col">Shown</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {sections.map((s, i) => (
              <tr key={s.id}>
                <td>
                  <Link href={`/admin/content/home/${s.id}/`}>{s.title}</Link>
                </td>
                <td>{SECTION_KINDS[s.type]}</td>
                <td>
                  {s.item_limit} {s.product_source ? `· ${s.product_source === "collection" ? (s.collection_title ?? "a collection") : PRODUCT_SOURCE_NAMES[s.product_source]}` : ""}
                </td>
                <td>{s.is_active ? "Shown" : "Hidden"}</td>
                <td>
                  <MoveForm id={s.id} title={s.title} first={i === 0} last={i === sections.length - 1} action={moveHomeSectionAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="add-section-heading">
        <h2 id="add-section-heading">Add a section</h2>
        <HomeSectionForm values={{ title: "", isActive: true, productSource: null, collectionId: null, itemLimit: 8 }} collections={collections} action={saveHomeSectionAction} label="Add a section" />
      </section>
    </AdminPage>
  );
}
