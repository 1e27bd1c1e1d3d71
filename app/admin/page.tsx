import type { Metadata } from "next";
import { dashboardFigures } from "@/lib/admin/dashboard.ts";
import { requireStaff } from "@/lib/auth/page-guards.ts";
import styles from "./dashboard.module.css";

export const metadata: Metadata = { title: "Dashboard" };

export const instant = false;

export default async function AdminDashboard() {
  await requireStaff("/admin/");
  const f = await dashboardFigures();
  const tiles: [string, number, string][] = [
    ["Orders to handle", f.ordersToHandle, `of ${f.orders} orders in all (new or processing)`],
    ["Products on sale", f.products, "public products and parents of variants"],
    ["Shoppers", f.shoppers, "active customer accounts"],
    ["Staff", f.staff, "active staff accounts"],
    ["Messages waiting", f.messagesWaiting, "mail and SMS not sent yet"],
    ["Messages failed", f.messagesFailed, "mail and SMS given up after retries"],
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Dashboard</h1>
      <ul className={styles.tiles}>
        {tiles.map(([label, value, note]) => (
          <li key={label} className={styles.tile}>
            <h2 className={styles.label}>{label}</h2>
            <p className={styles.value}>{value.toLocaleString("en-IN")}</p>
            <p className={styles.note}>{note}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
