import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { VoucherForm } from "@/components/admin/vouchers/voucher-form.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { indiaLocal } from "@/lib/admin/voucher-form-values.ts";
import { saveVoucher } from "../actions.ts";

export const metadata: Metadata = { title: "New voucher" };

export const instant = false;

const PATH = "/admin/vouchers/new/";

export default async function NewVoucherPage() {
  await requireStaffPage(PATH);
  const now = new Date();
  const values = { name: "", code: "", kind: "percentage", value: "", minBasketValue: "", start: indiaLocal(now), end: indiaLocal(new Date(now.getTime() + 30 * 86_400_000)), usage: "multi_use", signedInOnly: false };
  return (
    <AdminPage path={PATH} title="New voucher">
      <VoucherForm values={values} action={saveVoucher} submitLabel="Create the voucher" />
    </AdminPage>
  );
}
