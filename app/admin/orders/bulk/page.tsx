import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { BulkConfirmForm } from "@/components/admin/orders/order-forms.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import type { SearchParams } from "@/lib/admin/list-params.ts";
import { BULK_MOVES, MAX_BULK, readBulk } from "@/lib/admin/orders/bulk.ts";
import { STAFF_STATUS_LABELS } from "@/lib/admin/orders/labels.ts";
import { db } from "@/lib/db.ts";
import { bulkMoveAction } from "../actions.ts";

export const metadata: Metadata = { title: "Move orders" };

export const instant = false;

const PATH = "/admin/orders/bulk/";

/** The bulk move's confirmation step: what would move, what would not, and one button to go ahead. */
export default async function BulkMovePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const ids = sp.id === undefined ? [] : Array.isArray(sp.id) ? sp.id : [sp.id];
  const bulk = readBulk(sp.move, ids);
  const trail = [{ name: "Move orders", href: PATH }];
  if (!bulk) {
    return (
      <AdminPage path={PATH} title="Move orders" trail={trail}>
        <p role="alert">Select between 1 and {MAX_BULK} orders in the list first, then choose what to do with them.</p>
        <p>
          <Link href="/admin/orders/">Back to the orders</Link>
        </p>
      </AdminPage>
    );
  }
  const move = BULK_MOVES[bulk.move];
  const orders = await db().order.findMany({ where: { id: { in: bulk.ids } }, select: { id: true, number: true, status: true, email: true }, orderBy: { number: "asc" } });
  const ready = orders.filter((o) => o.status === move.from);
  const skipped = orders.filter((o) => o.status !== move.from);
  return (
    <AdminPage path={PATH} title="Move orders" trail={trail}>
      <p>
        Orders that are {STAFF_STATUS_LABELS[move.from].toLowerCase()} move to {move.label}, and each buyer is mailed. Selected: {orders.length}, ready to move: {ready.length}.
      </p>
      <div className={table.scroll} tabIndex={0} role="region" aria-label="Selected orders table (scrolls sideways)">
        <table className={table.table}>
          <caption className="visually-hidden">The selected orders</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Buyer</th>
              <th scope="col">Now</th>
              <th scope="col">Will be</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id}>
                <td>#{o.number}</td>
                <td>{o.email}</td>
                <td>{STAFF_STATUS_LABELS[o.status]}</td>
                <td>{o.status === move.from ? move.label : `Left as it is (not ${STAFF_STATUS_LABELS[move.from].toLowerCase()})`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BulkConfirmForm
        move={bulk.move}
        ids={ready.map((o) => o.id)}
        label={`Yes, move ${ready.length} ${ready.length === 1 ? "order" : "orders"} to ${move.label}`}
        nothing={`None of the selected orders can move to ${move.label}.`}
        action={bulkMoveAction}
      />
      {skipped.length > 0 && ready.length > 0 && <p>{skipped.length} selected {skipped.length === 1 ? "order stays" : "orders stay"} as they are.</p>}
      <p>
        <Link href="/admin/orders/">Back to the orders</Link>
      </p>
    </AdminPage>
  );
}
