import { connection } from "next/server";
import button from "@/components/ui/button.module.css";
import { Field } from "@/components/account/field.tsx";
import styles from "@/components/account/forms.module.css";
import { verificationState } from "@/lib/auth/email-verification.ts";
import { confirmEmail, disownAccount } from "./actions.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { pageLocale, translator } from "@/lib/i18n/texts.ts";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.AccountVerifyEmail.pageTitle, path: "/account/verify-email/", robots: PRIVATE, referrer: "no-referrer" }));

export const instant = false;

type Search = Record<string, string | string[] | undefined>;

const PROBLEMS = new Set(["password", "wait"]);

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

function SignInWithCode({ label, locale }: { label: string; locale: ShopLocale }) {
  return (
    <div className={styles.actions}>
      <a className={button.primary} href={localePath(locale, "/account/login/")}>
        {label}
      </a>
    </div>
  );
}

async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Search> }) {
  // A request's own answer: whether a link still works depends on the clock and the database now.
  await connection();
  const search = await searchParams;
  const [t, locale] = await Promise.all([translator("AccountVerifyEmail"), pageLocale()]);
  const signInWithCode = <SignInWithCode label={t("signInWithCode")} locale={locale} />;
  const language = <input type="hidden" name="locale" value={locale} />;
  if (search.confirmed) {
    return (
      <Panel title={t("confirmed")}>
        <p role="status">{t("confirmedText")}</p>
        <div className={styles.actions}>
          <a className={button.primary} href={localePath(locale, "/account/")}>
            {t("goToAccount")}
          </a>
        </div>
      </Panel>
    );
  }
  if (search.removed) {
    return (
      <Panel title={t("removed")}>
        <p role="status">{t("removedText")}</p>
        {signInWithCode}
      </Panel>
    );
  }
  const token = typeof search.token === "string" ? search.token : "";
  const state = search.failed ? { state: "invalid" as const } : await verificationState(token);
  if (state.state === "confirmed") {
    return (
      <Panel title={t("already")}>
        <p role="status">{t("alreadyText", { email: state.email })}</p>
        <div className={styles.actions}>
          <a className={button.primary} href={localePath(locale, "/account/login/")}>
            {t("signIn")}
          </a>
        </div>
      </Panel>
    );
  }
  if (state.state === "invalid") {
    return (
      <Panel title={t("invalid")}>
        <p role="status">{t("invalidText")}</p>
        {signInWithCode}
      </Panel>
    );
  }
  const problem = typeof search.problem === "string" && PROBLEMS.has(search.problem) ? t(`problem.${search.problem as "password" | "wait"}`) : undefined;
  return (
    <Panel title={t("pageTitle")}>
      <p className={styles.lede}>{t.rich("created", { email: state.email, b: (chunks) => <strong>{chunks}</strong> })}</p>
      <form action={confirmEmail} className={styles.form}>
        <input type="hidden" name="token" value={token} />
        {language}
        <Field id="password" label={t("password")} error={problem}>
          {(props) => <input {...props} className={styles.input} type="password" autoComplete="current-password" required />}
        </Field>
        <div className={styles.actions}>
          <button type="submit" className={button.primary}>
            {t("confirm")}
          </button>
        </div>
      </form>
      <hr className={styles.divider} />
      <h2 className={styles.subtitle}>{t("notYours")}</h2>
      <p>{t("notYoursText")}</p>
      <form action={disownAccount} className={styles.form}>
        <input type="hidden" name="token" value={token} />
        {language}
        <div className={styles.actions}>
          <button type="submit" className={button.secondary}>
            {t("disown")}
          </button>
        </div>
      </form>
      <hr className={styles.divider} />
      <p>{t("orCode")}</p>
      {signInWithCode}
    </Panel>
  );
}

export default localized(VerifyEmailPage);
