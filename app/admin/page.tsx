import type { Metadata } from "next";
import { countErasureRequests } from "@/lib/admin/customers.ts";
import { dashboardFigures } from "@/lib/admin/dashboard.ts";
import { MailSetupNotice } from "@/components/admin/messages/mail-setup-notice.tsx";
import { OrderDashboard } from "@/components/admin/orders/order-dashboard.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { mayUse, type StaffAccess } from "@/lib/auth/staff-groups.ts";
import styles from "./dashboard.module.css";

export const metadata: Metadata = { title: "Dashboard" };

export const instant = false;

export default async function AdminDashboard() {
  const caller = await requireStaffPage("/admin/");
  const f = await dashboardFigures();
  const erasureRequests = await countErasureRequests();
  // Each figure is shown to the staff whose section it belongs to.
  const tiles: [string, number, string, StaffAccess][] = [
    ["Orders to handle", f.ordersToHandle, `of ${f.orders} orders in all (new or processing)`, ["orders"]],
    ["Products on sale", f.products, "public products and parents of variants", ["catalogue"]],
    ["Shoppers", f.shoppers, "active customer accounts", ["customers"]],
    ["Erasure requests", erasureRequests, "customers waiting to be erased (Customers, filter “asked to be erased”)", ["customers"]],
    ["Staff", f.staff, "active staff accounts", "superuser"],
    ["Messages waiting", f.messagesWaiting, "mail and SMS not sent yet", ["orders", "settings"]],
    ["Messages failed", f.messagesFailed, "mail and SMS given up after retries", ["orders", "settings"]],
  ];
  const shown = tiles.filter(([, , , access]) => mayUse(caller.user, access));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Dashboard</h1>
      {mayUse(caller.user, ["orders", "settings", "customers"]) && <MailSetupNotice />}
      {shown.length > 0 && (
        <ul className={styles.tiles}>
          {shown.map(([label, value, note]) => (
            <li key={label} className={styles.tile}>
              <h2 className={styles.label}>{label}</h2>
              <p className={styles.value}>{value.toLocaleString("en-IN")}</p>
              <p className={styles.note}>{note}</p>
            </li>
          ))}
        </ul>
      )}
      {mayUse(caller.user, ["orders"]) && <OrderDashboard />}
    </div>
  );
}
