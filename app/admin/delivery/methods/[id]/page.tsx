import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { MethodForm } from "@/components/admin/delivery/method-form.tsx";
import { History } from "@/components/admin/history.tsx";
import { methodOr404 } from "@/lib/admin/delivery/methods.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { db } from "@/lib/db.ts";
import { removeMethod, saveMethod } from "../../actions.ts";

export const metadata: Metadata = { title: "Shipping method" };

export const instant = false;

export default async function MethodPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/delivery/methods/${raw}/`;
  await requireStaffPage(path);
  const method = raw === "new" ? null : /^\d{1,9}$/.test(raw) ? await methodOr404(Number(raw)).catch(() => notFound()) : notFound();
  const zones = await db().shippingZone.findMany({ select: { id: true, name: true }, orderBy: [{ isDefault: "desc" }, { name: "asc" }] });
  return (
    <AdminPage path={path} title={method ? `Method ${method.name}` : "New shipping method"}>
      <MethodForm method={method} zones={zones} action={saveMethod} submitLabel={method ? "Save the method" : "Add the method"} />
      {method && (
        <DeleteForm
          id={method.id}
          label="Delete the method"
          question={`Delete the method ${method.name}? Baskets stop offering it at once.`}
          hint="Deleting the method stops offering it at once; orders placed with it keep its name and charge. To pause it instead, untick Active."
          action={removeMethod}
        />
      )}
      {method && <History entityType="ShippingMethod" entityId={method.id} title={`Method ${method.name}`} />}
    </AdminPage>
  );
}
