import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { NewCategoryForm, ReorderForm } from "@/components/admin/categories/category-forms.tsx";
import table from "@/components/admin/data-table.module.css";
import { listCategories } from "@/lib/admin/categories/json.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { createCategoryAction, reorderCategoryAction } from "./actions.ts";

export const metadata: Metadata = { title: "Categories" };

export const instant = false;

const PATH = "/admin/categories/";

export default async function CategoriesPage() {
  await requireStaffPage(PATH);
  const rows = await listCategories({});
  const siblings = new Map<number | null, number>();
  for (const r of rows) siblings.set(r.parentId, (siblings.get(r.parentId) ?? 0) + 1);
  const hiddenAbove = new Set<number>();
  for (const r of rows) if (!r.isPublic || (r.parentId !== null && hiddenAbove.has(r.parentId))) hiddenAbove.add(r.id);
  return (
    <AdminPage path={PATH} title="Categories" actions={<a href="#new-category-heading">Add a category</a>}>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className="visually-hidden">The category tree, in the shop&apos;s order</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Slug</th>
              <th scope="col">In the shop</th>
              <th scope="col" className={table.numeric}>
                Products
              </th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <th scope="row" style={{ paddingInlineStart: `${0.75 + c.depth * 1.5}rem` }}>
                  {c.depth > 0 && <span aria-hidden="true">↳ </span>}
                  <Link href={`${PATH}${c.id}/`}>{c.name}</Link>
                </th>
                <td>{c.slug}</td>
                <td>{!c.isPublic ? "Hidden" : hiddenAbove.has(c.id) ? "Hidden above" : "Published"}</td>
                <td className={table.numeric}>{c._count.products}</td>
                <td>
                  <ReorderForm action={reorderCategoryAction} id={c.id} updatedAt={c.updatedAt.toISOString()} name={c.name} first={c.displayOrder === 0} last={c.displayOrder + 1 >= (siblings.get(c.parentId) ?? 0)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <NewCategoryForm action={createCategoryAction} parents={rows.map((c) => ({ id: c.id, name: c.name, depth: c.depth }))} />
    </AdminPage>
  );
}
