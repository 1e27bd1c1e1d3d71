import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { firstValues, type SearchParams } from "@/lib/admin/list-params.ts";
import { staffSearch } from "@/lib/admin/search.ts";

export const metadata: Metadata = { title: "Search" };

export const instant = false;

const PATH = "/admin/search/";
const placed = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
const rupees = (v: string) => `₹${Number(v).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;

export default async function StaffSearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const caller = await requireStaffPage(PATH);
  const q = firstValues(await searchParams).q ?? "";
  const found = await staffSearch(caller.user, q);
  const none = [found.orders, found.customers, found.products].every((part) => !part?.length);
  return (
    <AdminPage path={PATH} title={q ? `Search: “${q.slice(0, 100)}”` : "Search"}>
      {!q && <p>Type an order number, an e-mail address, a phone number, a SKU or words of a product’s title in the search box above.</p>}
      {q && none && <p role="status">Nothing found for “{q.slice(0, 100)}”.</p>}
      {!!found.orders?.length && (
        <section aria-labelledby="found-orders">
          <h2 id="found-orders">Orders</h2>
          <div className={table.scroll}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Buyer</th>
                  <th scope="col">Status</th>
                  <th scope="col">Placed</th>
                  <th scope="col" className={table.numeric}>
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {found.orders.map((o) => (
                  <tr key={o.id}>
                    <td>
                      <Link href={`/admin/orders/${o.id}/`}>{o.number}</Link>
                    </td>
                    <td>{o.email}</td>
                    <td>{o.status}</td>
                    <td>{placed.format(o.placed)}</td>
                    <td className={table.numeric}>{rupees(o.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {!!found.customers?.length && (
        <section aria-labelledby="found-customers">
          <h2 id="found-customers">Customers</h2>
          <ul>
            {found.customers.map((c) => (
              <li key={c.id}>
                {c.name || c.email || c.phone} {c.email && <>· {c.email}</>} {c.phone && <>· {c.phone}</>}
                {c.email && (
                  <>
                    {" "}
                    · <Link href={`/admin/orders/?q=${encodeURIComponent(c.email)}`}>their orders</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!!found.products?.length && (
        <section aria-labelledby="found-products">
          <h2 id="found-products">Products</h2>
          <ul>
            {found.products.map((p) => (
              <li key={p.id}>
                <Link href={`/admin/products/${p.id}/`}>{p.title}</Link>
                {p.sku && <> · SKU {p.sku}</>}
                {!p.isPublic && <> · not published</>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </AdminPage>
  );
}
