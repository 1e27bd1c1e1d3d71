"use client";
// Signing in on the page, through the same endpoints apps use: an e-mail address or mobile number →
// a 6-digit code (one field that takes a pasted code, a resend countdown) → signed in and back where the
// shopper came from. "Use a password instead" posts to /api/v2/login/. Every step is a form: it works
// with the keyboard alone; errors sit beside their field and are announced; focus follows the step.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Messages } from "@/lib/i18n/messages.ts";
import { fill } from "@/lib/i18n/fill.ts";
import button from "@/components/ui/button.module.css";
import { callApi, fieldMessages, generalMessage } from "./api-client.ts";
import { Field } from "./field.tsx";
import styles from "./forms.module.css";

type Step = "identify" | "code" | "password";

function identifierBody(value: string): { email: string } | { phone_number: string } {
  return value.includes("@") ? { email: value.trim() } : { phone_number: value.trim() };
}

/** The page's words, in its language, from the server (messages AccountSignIn). */
export type LoginTexts = Messages["AccountSignIn"];

export function LoginFlow({ next, texts: t, registerHref }: { next: string; texts: LoginTexts; registerHref: string }) {
  const [step, setStep] = useState<Step>("identify");
  const [identifier, setIdentifier] = useState("");
  const [code, setCode] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step !== "identify") heading.current?.focus();
  }, [step]);
  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);
  const resendIn = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const channelField = identifier.includes("@") ? "email" : "phone_number";

  async function requestCode(path: "send-otp" | "resend-otp"): Promise<void> {
    setBusy(true);
    setErrors({});
    const answer = await callApi(`/api/v2/auth/${path}/`, { method: "POST", body: identifierBody(identifier) }).catch(() => null);
    setBusy(false);
    if (!answer) return setErrors({ form: t.unreachable });
    const data = answer.data as { channel?: string; resend_in?: number };
    if (answer.status === 200) {
      setResendAt(Date.now() + (data.resend_in ?? 30) * 1000);
      setNow(Date.now());
      setCode("");
      setStep("code");
      setStatus(fill(data.channel === "sms" ? t.codeSentBySms : t.codeSent, { to: identifier.trim() }));
      return;
    }
    const fields = fieldMessages(answer.data);
    const message = fields[channelField]?.[0] ?? fields.non_field_errors?.[0];
    if (message) setErrors({ identifier: message });
    else if (path === "send-otp" && answer.status === 429 && step === "code") setErrors({ form: generalMessage(answer) });
    else setErrors({ [step === "code" ? "form" : "identifier"]: generalMessage(answer) });
  }

  async function signIn(path: string, body: unknown, field: string): Promise<void> {
    setBusy(true);
    setErrors({});
    const answer = await callApi(path, { method: "POST", body }).catch(() => null);
    if (answer?.status === 200) {
      setStatus(t.signedIn);
      window.location.assign(next);
      return;
    }
    setBusy(false);
    if (!answer) return setErrors({ form: t.unreachable });
    const fields = fieldMessages(answer.data);
    if (answer.status === 401 && fields.non_field_errors) {
      const reason = fields.non_field_errors[0];
      return setErrors({ form: reason && reason !== "invalid login" ? reason : t.noMatch });
    }
    if (answer.status === 405) return window.location.assign(next); // already signed in
    const message = fields[field]?.[0] ?? fields.non_field_errors?.[0] ?? fields.username?.[0] ?? generalMessage(answer);
    setErrors({ [field]: message });
  }

  function onIdentify(e: FormEvent) {
    e.preventDefault();
    if (!identifier.trim()) return setErrors({ identifier: t.enterIdentifier });
    void requestCode("send-otp");
  }

  function onCode(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return setErrors({ otp: t.enterCode });
    void signIn("/api/v2/auth/login-with-otp/", { ...identifierBody(identifier), otp: code }, "otp");
  }

  function onPassword(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !password) return setErrors({ form: t.enterPassword });
    void signIn("/api/v2/login/", { username: username.trim(), password }, "password");
  }

  function passwordInstead() {
    setUsername(identifier);
    setErrors({});
    setStatus("");
    setStep("password");
  }

  return (
    <div className={styles.card}>
      {step === "identify" && (
        <>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.lede}>{t.lede}</p>
          {errors.form && (
            <p className={styles.alert} role="alert">
              {errors.form}
            </p>
          )}
          <form className={styles.form} onSubmit={onIdentify} noValidate>
            <Field id="identifier" label={t.identifier} error={errors.identifier} hint={t.identifierHint}>
              {(props) => (
                <input {...props} className={styles.input} type="text" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} value={identifier} onChange={(e) => setIdentifier(e.target.value)} required />
              )}
            </Field>
            <div className={styles.actions}>
              <button type="submit" className={button.primary} disabled={busy}>
                {t.sendCode}
              </button>
            </div>
          </form>
        </>
      )}

      {step === "code" && (
        <>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {t.codeTitle}
          </h1>
          <p className={styles.status} role="status">
            {status}
          </p>
          {errors.form && (
            <p className={styles.alert} role="alert">
              {errors.form}
            </p>
          )}
          <form className={styles.form} onSubmit={onCode} noValidate>
            <Field id="otp" label={t.code} error={errors.otp}>
              {(props) => (
                <input
                  {...props}
                  className={`${styles.input} ${styles.code}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={12}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
                  required
                />
              )}
            </Field>
            <div className={styles.actions}>
              <button type="submit" className={button.primary} disabled={busy}>
                {t.signIn}
              </button>
              <button type="button" className={styles.link} disabled={busy || resendIn > 0} onClick={() => void requestCode("resend-otp")} aria-live="polite">
                {resendIn > 0 ? fill(t.resendIn, { seconds: resendIn }) : t.resend}
              </button>
            </div>
          </form>
          <hr className={styles.divider} />
          <div className={styles.actions}>
            <button type="button" className={styles.link} onClick={() => { setStep("identify"); setErrors({}); }}>
              {t.differentIdentifier}
            </button>
            <button type="button" className={styles.link} onClick={passwordInstead}>
              {t.passwordInstead}
            </button>
          </div>
        </>
      )}

      {step === "password" && (
        <>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {t.passwordTitle}
          </h1>
          {errors.form && (
            <p className={styles.alert} role="alert">
              {errors.form}
            </p>
          )}
          <form className={styles.form} onSubmit={onPassword} noValidate>
            <Field id="username" label={t.username}>
              {(props) => <input {...props} className={styles.input} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} value={username} onChange={(e) => setUsername(e.target.value)} required />}
            </Field>
            <Field id="password" label={t.password} error={errors.password}>
              {(props) => <input {...props} className={styles.input} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />}
            </Field>
            <div className={styles.actions}>
              <button type="submit" className={button.primary} disabled={busy}>
                {t.signIn}
              </button>
            </div>
          </form>
          <hr className={styles.divider} />
          <div className={styles.actions}>
            <button type="button" className={styles.link} onClick={() => { setStep("identify"); setErrors({}); }}>
              {t.codeInstead}
            </button>
            <a className={styles.link} href={registerHref}>
              {t.register}
            </a>
          </div>
        </>
      )}
      {step === "identify" && (
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={passwordInstead}>
            {t.passwordInstead}
          </button>
        </div>
      )}
    </div>
  );
}
