import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { CollectionForm, CollectionProductButtons } from "@/components/admin/content/collection-forms.tsx";
import table from "@/components/admin/data-table.module.css";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { History } from "@/components/admin/history.tsx";
import button from "@/components/ui/button.module.css";
import { PictureForm } from "@/components/admin/content/picture-form.tsx";
import { COLLECTION_PICTURE, collectionOr404, findProductsToAdd } from "@/lib/admin/content/collections.ts";
import { FORM_FILE_LIMIT } from "@/lib/admin/content/media-limits.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { collectionPictureAction, collectionProductAction, removeCollectionAction, saveCollectionAction } from "../../collection-actions.ts";

export const metadata: Metadata = { title: "Collection" };

export const instant = false;

export default async function CollectionPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id: raw } = await params;
  const path = `/admin/content/collections/${raw}/`;
  await requireStaffPage(path);
  if (!/^\d{1,9}$/.test(raw)) notFound();
  const c = await collectionOr404(Number(raw)).catch(() => notFound());
  const sp = await searchParams;
  const q = typeof sp.q === "string" ? sp.q.slice(0, 100) : "";
  const found = await findProductsToAdd(q, c.product_ids);
  return (
    <AdminPage path={path} title={`Collection ${c.title}`}>
      <p>
        Shown at <a href={c.url}>{c.url}</a> {c.is_active ? "" : "(hidden now)"}.
      </p>
      <CollectionForm values={{ id: c.id, title: c.title, slug: c.slug, description: c.description, titleHi: c.title_hi, descriptionHi: c.description_hi, isActive: c.is_active, updatedAt: c.updated_at }} action={saveCollectionAction} />
      <PictureForm name="collection-picture" id={c.id} field="image" label="Tile picture" picture={c.image} size={COLLECTION_PICTURE} updatedAt={c.updated_at} action={collectionPictureAction} limit={FORM_FILE_LIMIT} empty="None yet: the tile shows a plain ground." removeLabel="Remove the picture" />
      <section aria-labelledby="products-heading">
        <h2 id="products-heading">Products in it</h2>
        {c.products.length === 0 ? (
          <p>None yet: add some below.</p>
        ) : (
          <div className={table.scroll}>
            <table className={table.table}>
              <caption className="visually-hidden">Products in {c.title}, in the shop&apos;s order</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">SKU</th>
                  <th scope="col">In the shop</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {c.products.map((p, i) => (
                  <tr key={p.id}>
                    <td>
                      <a href={`/admin/products/${p.id}/`}>{p.title}</a>
                    </td>
                    <td>{p.sku ?? "—"}</td>
                    <td>{p.is_public ? "Published" : "Hidden (not shown)"}</td>
                    <td>
                      <CollectionProductButtons id={c.id} product={p} updatedAt={c.updated_at} action={collectionProductAction} kind="list" first={i === 0} last={i === c.products.length - 1} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <form method="get" aria-label="Find a product to add" className={table.filters}>
          <label>
            Title or SKU
            <input name="q" type="search" defaultValue={q} maxLength={100} />
          </label>
          <button type="submit" className={button.secondary}>
            Find
          </button>
        </form>
        {q && (
          <ul aria-label="Products found">
            {found.length === 0 && <li>No product found for “{q}” that is not in the collection.</li>}
            {found.map((p) => (
              <li key={p.id}>
                <strong>{p.title}</strong> {p.sku ? `(${p.sku})` : ""} {p.is_public ? "" : "— hidden"}{" "}
                <CollectionProductButtons id={c.id} product={p} updatedAt={c.updated_at} action={collectionProductAction} kind="add" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <DeleteForm id={c.id} label="Delete the collection" question={`Delete the collection ${c.title}?`} hint="Deleting takes its page and its rows off the shop at once; the products stay. To keep it for later, untick Shown instead." action={removeCollectionAction} />
      <History entityType="Collection" entityId={c.id} title={`Collection ${c.title}`} />
    </AdminPage>
  );
}
