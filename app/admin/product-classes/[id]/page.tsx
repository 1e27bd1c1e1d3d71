import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { History } from "@/components/admin/history.tsx";
import { ProductClassForm } from "@/components/admin/product-classes/product-class-form.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { db } from "@/lib/db.ts";
import { leadTimeFormValue } from "@/lib/admin/lead-time-input.ts";
import { saveProductClassAction } from "../actions.ts";

export const metadata: Metadata = { title: "Product class" };

export const instant = false;

const SECTION = "/admin/product-classes/";

export default async function ProductClassPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `${SECTION}${encodeURIComponent(raw)}/`;
  await requireStaffPage(path);
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const row = id === null ? null : await db().productClass.findUnique({ where: { id }, include: { deliveryZones: { select: { zoneId: true } } } });
  if (!row) notFound();
  const zones = await db().shippingZone.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } });
  return (
    <AdminPage path={path} title={row.name}>
      <ProductClassForm
        action={saveProductClassAction}
        value={{
          id: row.id,
          name: row.name,
          gstRate: String(Math.round(Number(row.gstRate.toString()) * 100)),
          hsnCode: row.hsnCode,
          tracksStock: row.tracksStock,
          requiresShipping: row.requiresShipping,
          ...leadTimeFormValue(row.madeToOrderMinDays, row.madeToOrderMaxDays),
          zoneIds: row.deliveryZones.map((z) => z.zoneId),
          updatedAt: row.dateUpdated.toISOString(),
        }}
        zones={zones}
      />
      <History entityType="ProductClass" entityId={row.id} title="History" />
    </AdminPage>
  );
}
