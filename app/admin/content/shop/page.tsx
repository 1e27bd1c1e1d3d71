import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { ShopDetailsForm } from "@/components/admin/content/shop-details-form.tsx";
import { History } from "@/components/admin/history.tsx";
import { adminShopDetails } from "@/lib/admin/content/shop-details.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { GST_STATES } from "@/lib/tax/gst-states.ts";
import { saveShopDetailsAction } from "../shop-actions.ts";

export const metadata: Metadata = { title: "Shop details" };

export const instant = false;

const PATH = "/admin/content/shop/";

export default async function ShopDetailsPage() {
  await requireStaffPage(PATH);
  const details = await adminShopDetails();
  return (
    <AdminPage path={PATH} title="Shop details">
      <p>Written once here, shown in the footer of every page, on the contact page, at the foot of the mails to customers and on invoices.</p>
      <ShopDetailsForm details={details} states={GST_STATES} action={saveShopDetailsAction} />
      <History entityType="ShopDetails" entityId={1} title="the shop's details" />
    </AdminPage>
  );
}
