import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import forms from "@/components/account/forms.module.css";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { History } from "@/components/admin/history.tsx";
import styles from "@/components/admin/stock/stock.module.css";
import own from "@/components/customers/customer.module.css";
import { ProfileForm } from "@/components/customers/profile-form.tsx";
import { StaffGroupsForm } from "@/components/customers/staff-groups-form.tsx";
import { customerTotals, liveCredentials } from "@/lib/admin/customers.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { STAFF_GROUP_LABELS, STAFF_GROUPS } from "@/lib/auth/staff-groups.ts";
import { db } from "@/lib/db.ts";
import { money } from "@/lib/pricing/index.ts";
import { deactivateCustomer, eraseCustomer, reactivateCustomer, saveCustomer, saveStaffGroups, signOutCustomer } from "../actions.ts";

export const metadata: Metadata = { title: "Customer" };

export const instant = false;

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const STATUS = { pending_payment: "Awaiting payment", new: "New", processing: "Processing", shipped: "Shipped", delivered: "Delivered", cancelled: "Cancelled" } as const;

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/customers/${raw}/`;
  const caller = await requireStaffPage(path);
  const u = /^\d{1,9}$/.test(raw)
    ? await db().user.findUnique({
        where: { id: Number(raw) },
        include: {
          orders: { orderBy: { datePlaced: "desc" }, take: 50 },
          addresses: { orderBy: { id: "asc" } },
          wishLists: { orderBy: { id: "asc" }, include: { _count: { select: { lines: true } } } },
        },
      })
    : null;
  if (!u) notFound();
  const [totals, sessions] = [await customerTotals(u.id), await liveCredentials(u.id)];
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ") || (u.erasedAt ? `Erased customer #${u.id}` : `Customer #${u.id}`);
  const standing = u.erasedAt ? `Erased on ${day.format(u.erasedAt)}` : u.isActive ? "Active" : "Deactivated";
  return (
    <AdminPage path={path} title={name}>
      <dl className={own.facts}>
        <dt>E-mail</dt>
        <dd>{u.email ?? "—"}</dd>
        <dt>Mobile</dt>
        <dd>
          {u.phoneNumber ?? "—"}
          {u.phoneNumber && !u.phoneVerified ? " (not verified)" : ""}
        </dd>
        <dt>Joined</dt>
        <dd>{day.format(u.dateJoined)}</dd>
        <dt>Last signed in</dt>
        <dd>{u.lastLogin ? day.format(u.lastLogin) : "Never"}</dd>
        <dt>Account</dt>
        <dd>
          {standing}
          {u.isStaff ? " · staff" : ""}
        </dd>
        <dt>Lifetime value</dt>
        <dd>
          ₹{totals.value} over {totals.orders} {totals.orders === 1 ? "order" : "orders"} (cancelled orders left out)
        </dd>
      </dl>

      {u.erasureRequestedAt && !u.erasedAt && (
        <section aria-labelledby="erasure-title" className={own.section}>
          <h2 id="erasure-title">Erasure requested</h2>
          <p>
            The customer asked on {day.format(u.erasureRequestedAt)} to be erased (India&apos;s DPDP Act). Erasing removes their name, e-mail, phone, password,
            addresses, wish lists, sessions and newsletter consent; their orders stay for tax records without their name.
          </p>
          <DeleteForm id={u.id} label="Erase the customer" question="Erase this customer's personal data now? This cannot be undone." hint="Orders keep their totals, lines and GST; the pincode and state stay as the place of supply." action={eraseCustomer} />
        </section>
      )}

      {!u.erasedAt && (
        <section aria-labelledby="profile-title" className={own.section}>
          <h2 id="profile-title">Name and mobile</h2>
          <ProfileForm
            values={{ id: u.id, firstName: u.firstName, lastName: u.lastName, phone: u.phoneNumber ?? "", updatedAt: u.updatedAt.toISOString() }}
            action={saveCustomer}
            submitLabel="Save name and mobile"
            phoneHint="An Indian mobile. A new number is unverified until the customer signs in with a code sent to it."
          />
        </section>
      )}

      {caller.user.isSuperuser && u.isStaff && !u.isSuperuser && (
        <section aria-labelledby="groups-title" className={own.section}>
          <h2 id="groups-title">Staff groups</h2>
          <StaffGroupsForm
            id={u.id}
            updatedAt={u.updatedAt.toISOString()}
            groups={STAFF_GROUPS.map((g) => ({ value: g, label: STAFF_GROUP_LABELS[g], checked: u.staffGroups.includes(g) }))}
            action={saveStaffGroups}
          />
        </section>
      )}

      <section aria-labelledby="orders-title" className={own.section}>
        <h2 id="orders-title">Orders</h2>
        {u.orders.length === 0 ? (
          <p>No orders yet.</p>
        ) : (
          <div className={table.scroll}>
            <table className={table.table}>
              <caption className={styles.visuallyHidden}>The customer&apos;s orders, latest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={table.numeric}>
                    Total (₹)
                  </th>
                </tr>
              </thead>
              <tbody>
                {u.orders.map((o) => (
                  <tr key={o.id}>
                    <td>
                      <Link href={`/admin/orders/${o.id}/`}>{o.number}</Link>
                    </td>
                    <td>{day.format(o.datePlaced)}</td>
                    <td>{STATUS[o.status]}</td>
                    <td className={table.numeric}>{money(o.totalInclTax)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="addresses-title" className={own.section}>
        <h2 id="addresses-title">Addresses</h2>
        {u.addresses.length === 0 ? (
          <p>No saved addresses.</p>
        ) : (
          <ul>
            {u.addresses.map((a) => (
              <li key={a.id}>
                {[`${a.firstName} ${a.lastName}`.trim(), a.line1, a.line2, a.line3, a.line4, a.state, a.postcode, a.phoneNumber].filter(Boolean).join(", ")}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="wishlists-title" className={own.section}>
        <h2 id="wishlists-title">Wish lists</h2>
        {u.wishLists.length === 0 ? (
          <p>No wish lists.</p>
        ) : (
          <ul>
            {u.wishLists.map((w) => (
              <li key={w.id}>
                {w.name} ({w._count.lines} {w._count.lines === 1 ? "item" : "items"}, {w.visibility.toLowerCase()})
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sessions-title" className={own.section}>
        <h2 id="sessions-title">Sessions</h2>
        <p>
          {sessions} signed-in {sessions === 1 ? "session" : "sessions"} (browsers, apps and API tokens).
        </p>
        {sessions > 0 && (
          <DeleteForm id={u.id} label="Sign out everywhere" question="Sign this customer out of every browser and app now?" hint="Their next page or app request is signed out; they can sign in again." action={signOutCustomer} />
        )}
      </section>

      {!u.erasedAt && (
        <section aria-labelledby="standing-title" className={own.section}>
          <h2 id="standing-title">{u.isActive ? "Deactivate" : "Reactivate"}</h2>
          {u.isActive ? (
            <DeleteForm
              id={u.id}
              label="Deactivate the account"
              question="Deactivate this account? Every session and token ends now and signing in is refused."
              hint="Every session and token ends at once; signing in is refused with “This account has been deactivated. Write to us to restore it.”"
              action={deactivateCustomer}
            />
          ) : (
            <DeleteForm id={u.id} label="Reactivate the account" question="Reactivate this account? The customer can sign in again." hint="The customer can sign in again with their password or a code." action={reactivateCustomer} />
          )}
        </section>
      )}
      <p className={forms.hint}>Changes to this account are audited below.</p>
      <History entityType="User" entityId={u.id} title={name} />
    </AdminPage>
  );
}
