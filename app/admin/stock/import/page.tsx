import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { ImportForm } from "@/components/admin/stock/import-form.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { importStock } from "../actions.ts";

export const metadata: Metadata = { title: "Import stock and prices" };

export const instant = false;

const PATH = "/admin/stock/import/";

export default async function StockImportPage() {
  const caller = await requireStaffPage(PATH);
  return (
    <AdminPage path={PATH} title="Import stock and prices">
      <p>
        Upload a CSV with the columns <code>sku</code>, <code>price</code> and <code>num_in_stock</code>. You will see every change and every refused row before
        anything is applied; then all the changes are applied together.
        {!caller.user.staffGroups.includes("catalogue") && " Your groups let you change stock; rows that change a price are refused."}
      </p>
      <ImportForm action={importStock} />
    </AdminPage>
  );
}
