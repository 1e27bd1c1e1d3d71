import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { History } from "@/components/admin/history.tsx";
import styles from "@/components/admin/product-admin.module.css";
import { ProductForm } from "@/components/admin/product-form.tsx";
import { ProductPictures } from "@/components/admin/product-pictures.tsx";
import { ProductSpins } from "@/components/admin/product-spins.tsx";
import { QuickEditForm } from "@/components/admin/product-list-forms.tsx";
import { VariantForm } from "@/components/admin/variant-form.tsx";
import button from "@/components/ui/button.module.css";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { adminProductRow } from "@/lib/catalogue/product-admin-read.ts";
import { ENTITY } from "@/lib/catalogue/product-admin-write.ts";
import { editorChoices, editorData } from "@/lib/catalogue/product-editor.ts";
import { db } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { mediaPath } from "@/lib/storage/keys.ts";

export const metadata: Metadata = { title: "Product" };

export const instant = false;

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ saved?: string }>;
}

export default async function ProductEditorPage({ params, searchParams }: Props) {
  const { id: raw } = await params;
  const path = `/admin/products/${raw}/`;
  await requireStaffPage(path);
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const product = await adminProductRow(id).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const [choices, related, spins, { saved }] = await Promise.all([
    editorChoices(),
    db().product.findMany({ where: { id: { in: product.recommendations.map((r) => r.recommendedId) } }, select: { id: true, title: true } }),
    db().image360.findMany({ where: { productId: product.id }, orderBy: { id: "asc" }, select: { id: true, title: true, thumbnail: true, _count: { select: { frames: true } } } }),
    searchParams,
  ]);
  const shopHref = `/p/${encodeURIComponent(product.slug)}/`;
  return (
    <AdminPage
      path={path}
      title={product.title}
      actions={
        <a href={shopHref} className={button.secondary}>
          View in shop{product.isPublic ? "" : " (hidden)"}
        </a>
      }
    >
      {saved && saved !== "variant" && (
        <p role="status" className={styles.bannerOk}>
          Saved. The shop shows it now.
        </p>
      )}
      <ProductForm key={product.dateUpdated.toISOString()} product={await editorData(product)} {...choices} relatedTitles={related} />
      <section id="variants" aria-labelledby="variants-h">
        <h2 id="variants-h">Variants</h2>
        {saved === "variant" && (
          <p role="status" className={styles.bannerOk}>
            Variant added. The shop shows it now.
          </p>
        )}
        {product.children.length === 0 && <p>Sold as it is, without variants.</p>}
        {product.children.length > 0 && (
          <div className={table.scroll}>
            <table className={table.table}>
              <caption className="visually-hidden">Variants of {product.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Variant</th>
                  <th scope="col">Option values</th>
                  <th scope="col">SKU</th>
                  <th scope="col">GTIN</th>
                  <th scope="col">Price and stock</th>
                </tr>
              </thead>
              <tbody>
                {product.children.map((c) => (
                  <tr key={c.id}>
                    <td>{c.title}</td>
                    <td>{c.attributeValues.map((v) => `${v.attribute.name}: ${v.value}`).join(", ") || "—"}</td>
                    <td>{c.stockRecord?.partnerSku ?? "—"}</td>
                    <td>{c.upc ?? "—"}</td>
                    <td>
                      {c.stockRecord ? (
                        <QuickEditForm title={c.title} stockrecord={c.stockRecord.id} price={c.stockRecord.price.toFixed(2)} numInStock={c.stockRecord.numInStock} updatedAt={c.stockRecord.dateUpdated.toISOString()} />
                      ) : (
                        "No price yet"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <VariantForm
          productId={product.id}
          productTitle={product.title}
          attributes={choices.attributes.filter((a) => a.classId === null || a.classId === product.productClassId)}
          standalone={product.structure === "standalone"}
        />
      </section>
      <ProductPictures productId={product.id} pictures={product.images.map((i) => ({ id: i.id, thumbnail: mediaPath(i.thumbnail), alt: i.caption }))} />
      <ProductSpins productId={product.id} productTitle={product.title} spins={spins.map((s) => ({ id: s.id, title: s.title, frames: s._count.frames, thumbnail: s.thumbnail ? mediaPath(s.thumbnail) : null }))} />
      <History entityType={ENTITY} entityId={product.id} title="History" />
    </AdminPage>
  );
}
