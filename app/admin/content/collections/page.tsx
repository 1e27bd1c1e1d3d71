import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { CollectionForm } from "@/components/admin/content/collection-forms.tsx";
import { MoveForm } from "@/components/admin/content/move-form.tsx";
import table from "@/components/admin/data-table.module.css";
import { adminCollections } from "@/lib/admin/content/collections.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { moveCollectionAction, saveCollectionAction } from "../collection-actions.ts";

export const metadata: Metadata = { title: "Collections" };

export const instant = false;

const PATH = "/admin/content/collections/";

export default async function CollectionsPage() {
  await requireStaffPage(PATH);
  const collections = await adminCollections();
  return (
    <AdminPage path={PATH} title="Collections">
      {collections.length === 0 ? (
        <p>No collections yet.</p>
      ) : (
        <div className={table.scroll}>
          <table className={table.table}>
            <caption className="visually-hidden">Collections, in the shop&apos;s order</caption>
            <thead>
              <tr>
                <th scope="col">Collection</th>
                <th scope="col">Address</th>
                <th scope="col">Products</th>
                <th scope="col">Shown</th>
                <th scope="col">Order</th>
              </tr>
            </thead>
            <tbody>
              {collections.map((c, i) => (
                <tr key={c.id}>
                  <td>
                    <Link href={`${PATH}${c.id}/`}>{c.title}</Link>
                  </td>
                  <td>{c.url}</td>
                  <td>{c.products.length}</td>
                  <td>{c.is_active ? "Shown" : "Hidden"}</td>
                  <td>
                    <MoveForm id={c.id} title={c.title} first={i === 0} last={i === collections.length - 1} action={moveCollectionAction} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="add-collection-heading">
        <h2 id="add-collection-heading">Add a collection</h2>
        <CollectionForm values={{ title: "", slug: "", description: "", isActive: true }} action={saveCollectionAction} />
      </section>
    </AdminPage>
  );
}
