import { connection } from "next/server";
import styles from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { invitationState } from "@/lib/admin/messages/staff.ts";
import { acceptStaffInvitation } from "./actions.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.AccountStaffInvitation.pageTitle, path: "/staff-invitation/", robots: PRIVATE, referrer: "no-referrer" }));

export const instant = false;

async function StaffInvitationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const search = await searchParams;
  const token = typeof search.token === "string" ? search.token : "";
  const state = search.failed ? { state: "invalid" as const } : await invitationState(token);
  return (
    <div className={styles.card}>
      {state.state === "open" ? (
        <>
          <h1 className={styles.title}>Join the staff</h1>
          <p>
            You are invited to the staff pages as <strong>{state.email}</strong>. Accept, then sign in with a code sent to this address.
          </p>
          <form action={acceptStaffInvitation} className={styles.form}>
            <input type="hidden" name="token" value={token} />
            <div className={styles.actions}>
              <button type="submit" className={button.primary}>
                Accept the invitation
              </button>
            </div>
          </form>
        </>
      ) : state.state === "accepted" ? (
        <>
          <h1 className={styles.title}>Invitation accepted</h1>
          <p>This invitation has been used. Sign in to reach the staff pages.</p>
          <div className={styles.actions}>
            <a className={button.primary} href="/account/login/?next=%2Fadmin%2F">
              Sign in
            </a>
          </div>
        </>
      ) : (
        <>
          <h1 className={styles.title}>This invitation does not work</h1>
          <p>The link is unknown, used or more than 7 days old. Ask the shop&apos;s owner for a new invitation.</p>
        </>
      )}
    </div>
  );
}

export default localized(StaffInvitationPage);
