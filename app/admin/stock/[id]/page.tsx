import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { History } from "@/components/admin/history.tsx";
import { StockEditForm } from "@/components/admin/stock/stock-edit-form.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { db } from "@/lib/db.ts";
import { money } from "@/lib/pricing/index.ts";
import { saveStockRecord } from "../actions.ts";

export const metadata: Metadata = { title: "Stock record" };

export const instant = false;

export default async function StockRecordPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/stock/${raw}/`;
  const caller = await requireStaffPage(path);
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const r = id === null ? null : await db().stockRecord.findUnique({ where: { id }, include: { product: { select: { title: true, slug: true } } } });
  if (!r) notFound();
  const title = `${r.partnerSku} — ${r.product.title}`;
  return (
    <AdminPage path={path} title={title}>
      <p>
        Allocated to orders: {r.numAllocated}. <a href={`/p/${r.product.slug}/`}>View in shop</a>
      </p>
      <StockEditForm
        record={{ id: r.id, price: money(r.price), numInStock: r.numInStock, lowStockThreshold: r.lowStockThreshold, updatedAt: r.dateUpdated.toISOString() }}
        mayChangePrice={caller.user.staffGroups.includes("catalogue")}
        action={saveStockRecord}
      />
      <History entityType="StockRecord" entityId={r.id} title={title} />
    </AdminPage>
  );
}
