import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { History } from "@/components/admin/history.tsx";
import { EndVoucherForm } from "@/components/admin/vouchers/end-voucher-form.tsx";
import { VoucherForm } from "@/components/admin/vouchers/voucher-form.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { voucherFormValues } from "@/lib/admin/voucher-form-values.ts";
import { adminVouchersJson } from "@/lib/admin/vouchers.ts";
import { db } from "@/lib/db.ts";
import { endVoucher, saveVoucher } from "../actions.ts";

export const metadata: Metadata = { title: "Voucher" };

export const instant = false;

export default async function VoucherPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/vouchers/${raw}/`;
  await requireStaffPage(path);
  const v = /^\d{1,9}$/.test(raw) ? await db().voucher.findUnique({ where: { id: Number(raw) } }) : null;
  if (!v) notFound();
  const [json] = await adminVouchersJson([v]);
  return (
    <AdminPage path={path} title={`Voucher ${v.code}`}>
      <p>
        {json.state === "live" ? "Live" : json.state === "scheduled" ? "Scheduled" : "Ended"} · used by {json.num_orders} {json.num_orders === 1 ? "order" : "orders"} · discount
        given ₹{json.total_discount} · takings ₹{json.takings}
      </p>
      <VoucherForm values={voucherFormValues(v)} action={saveVoucher} submitLabel="Save the voucher" />
      {json.state !== "ended" && <EndVoucherForm id={v.id} updatedAt={v.dateUpdated.toISOString()} action={endVoucher} />}
      <History entityType="Voucher" entityId={v.id} title={`Voucher ${v.code}`} />
    </AdminPage>
  );
}
