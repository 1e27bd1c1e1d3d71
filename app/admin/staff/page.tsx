import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ActionButton } from "@/components/admin/messages/action-button.tsx";
import styles from "@/components/admin/messages/messages.module.css";
import { InviteStaffForm, StaffGroupsForm } from "@/components/admin/messages/staff-forms.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { listStaff } from "@/lib/admin/messages/staff.ts";
import { STAFF_GROUP_LABELS, STAFF_GROUPS } from "@/lib/auth/staff-groups.ts";
import { inviteStaffMember, removeStaffMember, saveStaffGroups } from "./actions.ts";

export const metadata: Metadata = { title: "Staff" };

export const instant = false;

const PATH = "/admin/staff/";
const GROUPS = STAFF_GROUPS.map((g) => [g, STAFF_GROUP_LABELS[g]] as const);
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export default async function StaffPage() {
  const caller = await requireStaffPage(PATH);
  const staff = await listStaff();
  return (
    <AdminPage path={PATH} title="Staff">
      <p className={table.count}>
        {staff.length} staff {staff.length === 1 ? "member" : "members"}. Owners hold every group.
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className={styles.visuallyHidden}>Staff members and their permission groups</caption>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Groups</th>
              <th scope="col">Last signed in</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((u) => {
              const name = `${u.firstName} ${u.lastName}`.trim() || u.email || u.phoneNumber || `Account ${u.id}`;
              return (
                <tr key={u.id}>
                  <td>
                    {name}
                    {u.email && name !== u.email && (
                      <>
                        <br />
                        <small>{u.email}</small>
                      </>
                    )}
                  </td>
                  <td>{u.isSuperuser ? "Owner: every group" : <StaffGroupsForm id={u.id} name={name} groups={GROUPS} checked={u.staffGroups} action={saveStaffGroups} />}</td>
                  <td>{u.lastLogin ? day.format(u.lastLogin) : "Not yet"}</td>
                  <td>
                    {u.id === caller.user.id ? (
                      "You"
                    ) : (
                      <ActionButton
                        label="Remove staff rights"
                        name={`Remove staff rights of ${name}`}
                        fields={{ id: u.id }}
                        question={`Remove the staff rights of ${name}? Their account stays, as a shopper's, and they are signed out everywhere.`}
                        action={removeStaffMember}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <section className={styles.section} aria-labelledby="invite">
        <h2 id="invite">Invite a staff member</h2>
        <InviteStaffForm groups={GROUPS} action={inviteStaffMember} />
      </section>
    </AdminPage>
  );
}
