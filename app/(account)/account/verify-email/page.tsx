import type { Metadata } from "next";
import button from "@/components/ui/button.module.css";
import styles from "@/components/account/forms.module.css";
import { verificationState } from "@/lib/auth/email-verification.ts";
import { confirmEmail } from "./actions.ts";

export const metadata: Metadata = { title: "Confirm your e-mail address", robots: { index: false }, referrer: "no-referrer" };

export const instant = false;

type Search = Record<string, string | string[] | undefined>;

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  if (search.confirmed) {
    return (
      <Panel title="Your e-mail address is confirmed">
        <p role="status">Thank you. We will send order updates to this address, and you can use it to sign in.</p>
        <div className={styles.actions}>
          <a className={button.primary} href="/account/">
            Go to your account
          </a>
        </div>
      </Panel>
    );
  }
  const token = typeof search.token === "string" ? search.token : "";
  const state = search.failed ? { state: "invalid" as const } : await verificationState(token);
  if (state.state === "confirmed") {
    return (
      <Panel title="Already confirmed">
        <p role="status">The address {state.email} was confirmed with this link before. There is nothing more to do.</p>
        <div className={styles.actions}>
          <a className={button.primary} href="/account/login/">
            Sign in
          </a>
        </div>
      </Panel>
    );
  }
  if (state.state === "invalid") {
    return (
      <Panel title="This link no longer works">
        <p role="status">
          It may have expired (links last 48 hours), or been used already. You can still sign in: ask for a code by e-mail, and your address is
          confirmed as you sign in.
        </p>
        <div className={styles.actions}>
          <a className={button.primary} href="/account/login/">
            Sign in with a code
          </a>
        </div>
      </Panel>
    );
  }
  return (
    <Panel title="Confirm your e-mail address">
      <p>
        Confirm that <strong>{state.email}</strong> is your address. If you did not create an account with us, close this page: nothing will
        change.
      </p>
      <form action={confirmEmail} className={styles.form}>
        <input type="hidden" name="token" value={token} />
        <div className={styles.actions}>
          <button type="submit" className={button.primary}>
            Yes, this is my address
          </button>
        </div>
      </form>
    </Panel>
  );
}
