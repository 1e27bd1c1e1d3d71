import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import { BulkPublishBar, QuickEditForm } from "@/components/admin/product-list-forms.tsx";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { adminProductWhere, countAdminProducts, listAdminProducts } from "@/lib/catalogue/product-admin-read.ts";
import { AdminProductFilters } from "@/lib/catalogue/product-admin-schemas.ts";
import { db } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";

export const metadata: Metadata = { title: "Products" };

export const instant = false;

const PATH = "/admin/products/";

const ORDERINGS = [
  ["-date_updated", "Recently changed"],
  ["title", "Title A–Z"],
  ["-title", "Title Z–A"],
  ["price", "Price, low to high"],
  ["-price", "Price, high to low"],
] as const;

export default async function ProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(AdminProductFilters, sp);
  const where = await adminProductWhere(query);
  const [page, categories, classes] = await Promise.all([
    loadPage(url, () => countAdminProducts(where), (offset, limit) => listAdminProducts(where, query.ordering, offset, limit), 50).catch((e: unknown) => {
      if (e instanceof NotFoundError) notFound();
      throw e;
    }),
    db().category.findMany({ orderBy: { path: "asc" }, select: { id: true, name: true, depth: true } }),
    db().productClass.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
  ]);
  const titles = Object.fromEntries(page.results.map((p) => [p.id, p.title]));
  return (
    <AdminPage path={PATH} title="Products" actions={<a href="/admin/products/new/" className={button.primary}>Add a product</a>}>
      <ListFilters label="Search and filter products">
        <label>
          Title or SKU
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Category
          <select name="category" defaultValue={query.category ?? ""}>
            <option value="">Any</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {"– ".repeat(c.depth)}
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Class
          <select name="product_class" defaultValue={query.product_class ?? ""}>
            <option value="">Any</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Published
          <select name="published" defaultValue={query.published ?? ""}>
            <option value="">Either</option>
            <option value="true">Published</option>
            <option value="false">Hidden</option>
          </select>
        </label>
        <label>
          Stock
          <select name="stock" defaultValue={query.stock ?? ""}>
            <option value="">Any</option>
            <option value="in">In stock</option>
            <option value="low">Low</option>
            <option value="out">Out of stock</option>
            <option value="untracked">Not tracked</option>
          </select>
        </label>
        <label>
          Sort
          <select name="ordering" defaultValue={query.ordering ?? "-date_updated"}>
            {ORDERINGS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>{page.count.toLocaleString("en-IN")} products</p>
      <BulkPublishBar titles={titles} />
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className="visually-hidden">Products, {ORDERINGS.find(([v]) => v === (query.ordering ?? "-date_updated"))?.[1].toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">Choose</th>
              <th scope="col">Product</th>
              <th scope="col">SKU</th>
              <th scope="col">Class</th>
              <th scope="col">Shop</th>
              <th scope="col">Price and stock</th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((p) => (
              <tr key={p.id}>
                <td>
                  <input type="checkbox" name="ids" value={p.id} form="bulk" aria-label={`Choose ${p.title}`} />
                </td>
                <td>
                  <a href={`/admin/products/${p.id}/`}>{p.title}</a> <span className={table.count}>#{p.id}</span>
                  {p._count.children > 0 && <div>{p._count.children} variants</div>}
                </td>
                <td>{p.stockRecord?.partnerSku ?? "—"}</td>
                <td>{p.productClass?.name ?? "—"}</td>
                <td>{p.isPublic ? "Published" : "Hidden"}</td>
                <td>
                  {p.stockRecord ? (
                    <QuickEditForm title={p.title} stockrecord={p.stockRecord.id} price={p.stockRecord.price.toFixed(2)} numInStock={p.stockRecord.numInStock} updatedAt={p.stockRecord.dateUpdated.toISOString()} />
                  ) : p._count.children > 0 ? (
                    <a href={`/admin/products/${p.id}/#variants`}>Per variant</a>
                  ) : (
                    "No price yet"
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
