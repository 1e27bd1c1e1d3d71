import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { ZoneForm, type ZoneFormValues } from "@/components/admin/delivery/zone-form.tsx";
import { History } from "@/components/admin/history.tsx";
import { zoneOr404 } from "@/lib/admin/delivery/zones.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { db } from "@/lib/db.ts";
import { removeZone, saveZone } from "../../actions.ts";

export const metadata: Metadata = { title: "Shipping zone" };

export const instant = false;

const EMPTY: ZoneFormValues = { name: "", code: "", isServiceable: true, isDefault: false, areas: "", productClassIds: [] };

function deleteHint(zone: { num_locations: number; is_default: boolean }): string {
  if (zone.num_locations) return `${zone.num_locations} known pincode${zone.num_locations === 1 ? " is" : "s are"} in this zone: it can be deleted once they are moved to another zone.`;
  if (zone.is_default) return "This is the default zone: once it is deleted, pincodes no other zone lists get no delivery until another zone is made the default.";
  return "Deleting the zone moves its pincodes to the next zone that lists them, else to the default zone, with that zone's methods and charges.";
}

export default async function ZonePage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/delivery/zones/${raw}/`;
  await requireStaffPage(path);
  const zone = raw === "new" ? null : /^\d{1,9}$/.test(raw) ? await zoneOr404(Number(raw)).catch(() => notFound()) : notFound();
  const classes = await db().productClass.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } });
  const values: ZoneFormValues = zone
    ? { id: zone.id, name: zone.name, code: zone.code, isServiceable: zone.is_serviceable, isDefault: zone.is_default, areas: zone.areas, productClassIds: zone.product_class_ids, updatedAt: zone.date_updated }
    : EMPTY;
  return (
    <AdminPage path={path} title={zone ? `Zone ${zone.name}` : "New shipping zone"}>
      <ZoneForm values={values} classes={classes} action={saveZone} submitLabel={zone ? "Save the zone" : "Add the zone"} />
      {zone && (
        <DeleteForm
          id={zone.id}
          label="Delete the zone"
          question={`Delete the zone ${zone.name}?`}
          hint={deleteHint(zone)}
          action={removeZone}
        />
      )}
      {zone && <History entityType="ShippingZone" entityId={zone.id} title={`Zone ${zone.name}`} />}
    </AdminPage>
  );
}
