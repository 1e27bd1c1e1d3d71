import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { History } from "@/components/admin/history.tsx";
import { AttributeForm, NewAttributeForm } from "@/components/admin/product-classes/attribute-forms.tsx";
import { ProductClassForm } from "@/components/admin/product-classes/product-class-form.tsx";
import styles from "@/components/admin/product-admin.module.css";
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
  const [zones, attributes] = await Promise.all([
    db().shippingZone.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
    db().attribute.findMany({ where: { productClassId: row.id }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }], include: { values: { select: { productId: true }, distinct: ["productId"] } } }),
  ]);
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
      <section id="attributes" aria-labelledby="attributes-h" className={styles.editor}>
        <h2 id="attributes-h">Attributes</h2>
        <p className={styles.hint}>What this class&apos;s products are described and filtered by, besides the attributes every product has.</p>
        {attributes.length ? (
          <ul className={styles.attributeList} aria-label={`Attributes of ${row.name}`}>
            {attributes.map((a) => (
              <AttributeForm key={`${a.id}-${a.name}-${a.type}-${a.isFilterable}-${a.displayOrder}`} classId={row.id} attribute={{ id: a.id, code: a.code, name: a.name, type: a.type, isFilterable: a.isFilterable, displayOrder: a.displayOrder, products: a.values.length }} />
            ))}
          </ul>
        ) : (
          <p>None of its own yet.</p>
        )}
        <NewAttributeForm classId={row.id} />
      </section>
      <History entityType="ProductClass" entityId={row.id} title="History" />
    </AdminPage>
  );
}
