import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import styles from "@/components/admin/stock/stock.module.css";
import { MakeTokenForm } from "@/components/admin/tokens/make-token-form.tsx";
import { RevokeTokenForm } from "@/components/admin/tokens/revoke-token-form.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { listStaffTokens } from "@/lib/admin/staff-tokens.ts";
import { STAFF_GROUP_LABELS } from "@/lib/auth/staff-groups.ts";
import { dropToken, makeToken } from "./actions.ts";

export const metadata: Metadata = { title: "Integration tokens" };

export const instant = false;

const PATH = "/admin/tokens/";
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export default async function TokensPage() {
  const caller = await requireStaffPage(PATH);
  const tokens = await listStaffTokens(caller.user.id);
  const groups = caller.user.staffGroups.map((g) => ({ value: g, label: STAFF_GROUP_LABELS[g] }));
  return (
    <AdminPage path={PATH} title="Integration tokens">
      <p>
        A token lets an integration (an ERP syncing stock, a courier updating tracking) call the staff API as you, with only the groups you give it. Send it as{" "}
        <code>Authorization: Token &lt;key&gt;</code>. It lapses 90 days after its last use.
      </p>
      <section className={styles.section} aria-labelledby="tokens-head">
        <h2 id="tokens-head">Your tokens</h2>
        {tokens.length === 0 ? (
          <p>You have no integration tokens.</p>
        ) : (
          <div className={table.scroll}>
            <table className={table.table}>
              <caption className={styles.visuallyHidden}>Your integration tokens</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Groups</th>
                  <th scope="col">Made</th>
                  <th scope="col">Last used</th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>Revoke</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tokens.map((t) => (
                  <tr key={t.id}>
                    <td>{t.name}</td>
                    <td>{t.staff_groups.map((g) => STAFF_GROUP_LABELS[g]).join(", ")}</td>
                    <td>{day.format(new Date(t.created_at))}</td>
                    <td>{day.format(new Date(t.last_used_at))}</td>
                    <td>
                      <RevokeTokenForm id={t.id} name={t.name} action={dropToken} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="new-token-head">
        <h2 id="new-token-head">Make a token</h2>
        {groups.length ? <MakeTokenForm groups={groups} action={makeToken} /> : <p>You hold no groups to give a token.</p>}
      </section>
    </AdminPage>
  );
}
