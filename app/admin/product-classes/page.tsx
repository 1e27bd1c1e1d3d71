import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { db } from "@/lib/db.ts";
import { leadTimeOf, leadTimeText } from "@/lib/shipping/lead-time.ts";

export const metadata: Metadata = { title: "Product classes" };

export const instant = false;

const PATH = "/admin/product-classes/";

export default async function ProductClassesPage() {
  await requireStaffPage(PATH);
  const classes = await db().productClass.findMany({
    orderBy: { name: "asc" },
    include: { deliveryZones: { include: { zone: { select: { name: true } } } }, _count: { select: { products: true } } },
  });
  return (
    <AdminPage path={PATH} title="Product classes">
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className="visually-hidden">Product classes with their tax, shipping and lead time</caption>
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">GST</th>
              <th scope="col">HSN/SAC</th>
              <th scope="col">Stock</th>
              <th scope="col">Shipping</th>
              <th scope="col">Lead time</th>
              <th scope="col">Delivered to</th>
              <th scope="col" className={table.numeric}>Products</th>
            </tr>
          </thead>
          <tbody>
            {classes.map((c) => {
              const lead = leadTimeOf(c.madeToOrderMinDays, c.madeToOrderMaxDays);
              return (
                <tr key={c.id}>
                  <th scope="row">
                    <Link href={`${PATH}${c.id}/`}>{c.name}</Link>
                  </th>
                  <td>{`${Math.round(Number(c.gstRate.toString()) * 1000) / 10}\u00a0%`}</td>
                  <td>{c.hsnCode}</td>
                  <td>{c.tracksStock ? "Tracked" : "Not tracked"}</td>
                  <td>{c.requiresShipping ? "Needed" : "None"}</td>
                  <td>{lead ? leadTimeText(lead) : "From stock"}</td>
                  <td>{c.deliveryZones.map((z) => z.zone.name).join(", ") || "Wherever the shop delivers"}</td>
                  <td className={table.numeric}>{c._count.products}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </AdminPage>
  );
}
