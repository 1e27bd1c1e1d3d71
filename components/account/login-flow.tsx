"use client";
// Signing in on the page, through the same endpoints apps use: an e-mail address or mobile number →
// a 6-digit code (one field that takes a pasted code, a resend countdown) → signed in and back where the
// shopper came from. "Use a password instead" posts to /api/v2/login/. Every step is a form: it works
// with the keyboard alone; errors sit beside their field and are announced; focus follows the step.
import { useEffect, useRef, useState, type FormEvent } from "react";
import button from "@/components/ui/button.module.css";
import { callApi, fieldMessages, generalMessage } from "./api-client.ts";
import { Field } from "./field.tsx";
import styles from "./forms.module.css";

type Step = "identify" | "code" | "password";

function identifierBody(value: string): { email: string } | { phone_number: string } {
  return value.includes("@") ? { email: value.trim() } : { phone_number: value.trim() };
}

export function LoginFlow({ next }: { next: string }) {
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
    if (!answer) return setErrors({ form: "We could not reach the shop. Check your connection and try again." });
    const data = answer.data as { channel?: string; resend_in?: number };
    if (answer.status === 200) {
      setResendAt(Date.now() + (data.resend_in ?? 30) * 1000);
      setNow(Date.now());
      setCode("");
      setStep("code");
      setStatus(`We sent a 6-digit code ${data.channel === "sms" ? "by text message to" : "to"} ${identifier.trim()}. It is valid for 5 minutes.`);
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
      setStatus("Signed in. Taking you back…");
      window.location.assign(next);
      return;
    }
    setBusy(false);
    if (!answer) return setErrors({ form: "We could not reach the shop. Check your connection and try again." });
    const fields = fieldMessages(answer.data);
    if (answer.status === 401 && fields.non_field_errors) {
      const reason = fields.non_field_errors[0];
      return setErrors({ form: reason && reason !== "invalid login" ? reason : "That e-mail address or phone number and password do not match." });
    }
    if (answer.status === 405) return window.location.assign(next); // already signed in
    const message = fields[field]?.[0] ?? fields.non_field_errors?.[0] ?? fields.username?.[0] ?? generalMessage(answer);
    setErrors({ [field]: message });
  }

  function onIdentify(e: FormEvent) {
    e.preventDefault();
    if (!identifier.trim()) return setErrors({ identifier: "Enter your e-mail address or mobile number." });
    void requestCode("send-otp");
  }

  function onCode(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return setErrors({ otp: "Enter the 6 digits of the code." });
    void signIn("/api/v2/auth/login-with-otp/", { ...identifierBody(identifier), otp: code }, "otp");
  }

  function onPassword(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !password) return setErrors({ form: "Enter your e-mail address or phone number and your password." });
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
          <h1 className={styles.title}>Sign in or create an account</h1>
          <p className={styles.lede}>We will send you a code: no password needed. New here? The code creates your account.</p>
          {errors.form && (
            <p className={styles.alert} role="alert">
              {errors.form}
            </p>
          )}
          <form className={styles.form} onSubmit={onIdentify} noValidate>
            <Field id="identifier" label="E-mail address or mobile number" error={errors.identifier} hint="For example asha@example.in or 98123 45678">
              {(props) => (
                <input {...props} className={styles.input} type="text" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} value={identifier} onChange={(e) => setIdentifier(e.target.value)} required />
              )}
            </Field>
            <div className={styles.actions}>
              <button type="submit" className={button.primary} disabled={busy}>
                Send me a code
              </button>
            </div>
          </form>
        </>
      )}

      {step === "code" && (
        <>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            Enter your code
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
            <Field id="otp" label="6-digit code" error={errors.otp}>
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
                Sign in
              </button>
              <button type="button" className={styles.link} disabled={busy || resendIn > 0} onClick={() => void requestCode("resend-otp")} aria-live="polite">
                {resendIn > 0 ? `Send a new code in ${resendIn} s` : "Send a new code"}
              </button>
            </div>
          </form>
          <hr className={styles.divider} />
          <div className={styles.actions}>
            <button type="button" className={styles.link} onClick={() => { setStep("identify"); setErrors({}); }}>
              Use a different e-mail or number
            </button>
            <button type="button" className={styles.link} onClick={passwordInstead}>
              Use a password instead
            </button>
          </div>
        </>
      )}

      {step === "password" && (
        <>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            Sign in with your password
          </h1>
          {errors.form && (
            <p className={styles.alert} role="alert">
              {errors.form}
            </p>
          )}
          <form className={styles.form} onSubmit={onPassword} noValidate>
            <Field id="username" label="E-mail address or phone number">
              {(props) => <input {...props} className={styles.input} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} value={username} onChange={(e) => setUsername(e.target.value)} required />}
            </Field>
            <Field id="password" label="Password" error={errors.password}>
              {(props) => <input {...props} className={styles.input} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />}
            </Field>
            <div className={styles.actions}>
              <button type="submit" className={button.primary} disabled={busy}>
                Sign in
              </button>
            </div>
          </form>
          <hr className={styles.divider} />
          <div className={styles.actions}>
            <button type="button" className={styles.link} onClick={() => { setStep("identify"); setErrors({}); }}>
              Sign in with a code instead
            </button>
            <a className={styles.link} href="/account/register/">
              Create an account with a password
            </a>
          </div>
        </>
      )}
      {step === "identify" && (
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={passwordInstead}>
            Use a password instead
          </button>
        </div>
      )}
    </div>
  );
}
