import type { Metadata } from "next";
import { connection } from "next/server";
import button from "@/components/ui/button.module.css";
import { Field } from "@/components/account/field.tsx";
import styles from "@/components/account/forms.module.css";
import { verificationState } from "@/lib/auth/email-verification.ts";
import { confirmEmail, disownAccount } from "./actions.ts";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata: Metadata = { title: "Confirm your e-mail address", robots: { index: false }, referrer: "no-referrer" };

export const instant = false;

type Search = Record<string, string | string[] | undefined>;

const PROBLEMS: Record<string, string> = {
  password: "That is not the password of this account.",
  wait: "Too many wrong passwords. Please wait a few minutes and try again.",
};

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

function SignInWithCode({ label = "Sign in with a code" }: { label?: string }) {
  return (
    <div className={styles.actions}>
      <a className={button.primary} href="/account/login/">
        {label}
      </a>
    </div>
  );
}

async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Search> }) {
  // A request's own answer: whether a link still works depends on the clock and the database now.
  await connection();
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
  if (search.removed) {
    return (
      <Panel title="The account is removed">
        <p role="status">
          The account made with your address is deleted, and everyone who was signed in with it is signed out. Want an account of your own? Sign in
          with a code sent to your address: no password needed.
        </p>
        <SignInWithCode />
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
        <SignInWithCode />
      </Panel>
    );
  }
  const problem = typeof search.problem === "string" ? PROBLEMS[search.problem] : undefined;
  return (
    <Panel title="Confirm your e-mail address">
      <p className={styles.lede}>
        An account with a password was created for <strong>{state.email}</strong>. If you created it, enter its password to confirm that this
        address is yours.
      </p>
      <form action={confirmEmail} className={styles.form}>
        <input type="hidden" name="token" value={token} />
        <Field id="password" label="Password of this account" error={problem}>
          {(props) => <input {...props} className={styles.input} type="password" autoComplete="current-password" required />}
        </Field>
        <div className={styles.actions}>
          <button type="submit" className={button.primary}>
            Confirm my address
          </button>
        </div>
      </form>
      <hr className={styles.divider} />
      <h2 className={styles.subtitle}>Did you not create this account?</h2>
      <p>
        Someone may have typed your address by mistake, or on purpose. Remove the account: it is deleted, and everyone signed in with it is signed
        out.
      </p>
      <form action={disownAccount} className={styles.form}>
        <input type="hidden" name="token" value={token} />
        <div className={styles.actions}>
          <button type="submit" className={button.secondary}>
            I did not make this account
          </button>
        </div>
      </form>
      <hr className={styles.divider} />
      <p>
        Or sign in with a code sent to this address instead. The account then becomes yours alone: the first sign-in by code removes its password
        and signs out every phone, computer and app that was signed in with it.
      </p>
      <SignInWithCode />
    </Panel>
  );
}

export default localized(VerifyEmailPage);
