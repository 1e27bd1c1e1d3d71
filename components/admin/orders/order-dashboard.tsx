// The dashboard's order part (staff with the orders group): today and this week, orders waiting by
// status, low stock, failed order mails with "send again", and the 30-day sales chart.
import Link from "next/link";
import table from "@/components/admin/data-table.module.css";
import { orderDashboard } from "@/lib/admin/orders/dashboard.ts";
import { staffTime } from "@/lib/admin/orders/labels.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { sendMailAgain } from "@/app/admin/actions.ts";
import dash from "@/app/admin/dashboard.module.css";
import { SendAgainForm } from "./order-forms.tsx";
import { SalesChart } from "./sales-chart.tsx";

const MAIL_NAMES: Record<string, string> = { "order-confirmation": "Order confirmation", "order-status": "Status change", "order-placed-staff": "New order (staff)" };

export async function OrderDashboard() {
  const d = await orderDashboard();
  const tiles: [string, string, string, string][] = [
    ["Today", `${d.today.orders}`, `orders, ${formatMoney(d.today.takings)} taken`, "/admin/orders/"],
    ["This week", `${d.week.orders}`, `orders since Monday, ${formatMoney(d.week.takings)} taken`, "/admin/orders/"],
    ["New", `${d.waiting.new}`, "orders waiting to be processed", "/admin/orders/?status=new"],
    ["Processing", `${d.waiting.processing}`, "orders to pack and ship", "/admin/orders/?status=processing"],
    ["Shipped", `${d.waiting.shipped}`, "orders on their way", "/admin/orders/?status=shipped"],
  ];
  return (
    <>
      <section aria-labelledby="orders-figures">
        <h2 id="orders-figures">Orders</h2>
        <ul className={dash.tiles}>
          {tiles.map(([label, value, note, href]) => (
            <li key={label} className={dash.tile}>
              <h3 className={dash.label}>{label}</h3>
              <p className={dash.value}>{value}</p>
              <p className={dash.note}>
                <Link href={href}>{note}</Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sales">
        <h2 id="sales">Sales, last 30 days</h2>
        <SalesChart days={d.days} />
      </section>
      <section aria-labelledby="low-stock">
        <h2 id="low-stock">Low stock</h2>
        {d.lowStock.length === 0 ? (
          <p>Nothing is running low.</p>
        ) : (
          <div className={table.scroll} tabIndex={0} role="region" aria-label="Low stock table (scrolls sideways)">
            <table className={table.table}>
              <caption className="visually-hidden">Products with few units free, fewest first</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">SKU</th>
                  <th scope="col" className={table.numeric}>
                    Free
                  </th>
                  <th scope="col" className={table.numeric}>
                    Low at
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.lowStock.map((s) => (
                  <tr key={s.id}>
                    <td>{s.title}</td>
                    <td>{s.sku}</td>
                    <td className={table.numeric}>{s.free}</td>
                    <td className={table.numeric}>{s.threshold}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="failed-mails">
        <h2 id="failed-mails">Order mails that failed</h2>
        {d.failedMails.length === 0 ? (
          <p>Every order mail went out.</p>
        ) : (
          <div className={table.scroll} tabIndex={0} role="region" aria-label="Failed mails table (scrolls sideways)">
            <table className={table.table}>
              <caption className="visually-hidden">Order mails the outbox gave up on, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Mail</th>
                  <th scope="col">To</th>
                  <th scope="col">Queued</th>
                  <th scope="col">Error</th>
                  <th scope="col">
                    <span className="visually-hidden">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.failedMails.map((m) => (
                  <tr key={m.id}>
                    <td>
                      {MAIL_NAMES[m.template] ?? m.template}
                      {m.orderNumber ? `, order #${m.orderNumber}` : ""}
                    </td>
                    <td>{m.recipient}</td>
                    <td>{staffTime(m.createdAt)}</td>
                    <td>{m.lastError ?? ""}</td>
                    <td>
                      <SendAgainForm mailId={m.id} label={`Send the ${(MAIL_NAMES[m.template] ?? m.template).toLowerCase()} mail to ${m.recipient} again`} action={sendMailAgain} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
