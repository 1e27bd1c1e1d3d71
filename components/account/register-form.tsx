"use client";
// Creating an account with a password (POST /api/v2/register/). The account is not signed in: the
// shopper confirms the e-mail address from the mail's link with the password, and can sign in by password
// meanwhile.
import button from "@/components/ui/button.module.css";
import { Field } from "./field.tsx";
import styles from "./forms.module.css";
import { useApiForm } from "./use-api-form.ts";

const FIELDS = ["first_name", "last_name", "email", "phone_number", "password1", "password2"] as const;
const EMPTY = { first_name: "", last_name: "", email: "", phone_number: "", password1: "", password2: "" };

export function RegisterForm() {
  const { values, set, err, errors, busy, done, onSubmit, doneHeading: heading, alert } = useApiForm({
    path: "/api/v2/register/",
    fields: FIELDS,
    empty: EMPTY,
    successStatus: 201,
    onSuccess: (answer) => String(answer.data),
  });

  if (done) {
    return (
      <div className={styles.card}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          Check your e-mail
        </h1>
        <p role="status">
          We sent a link to <strong>{done}</strong>. Open it and enter your password to confirm your address. You can sign in with your password
          meanwhile.
        </p>
        <div className={styles.actions}>
          <a className={button.primary} href="/account/login/">
            Go to sign in
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>Create an account</h1>
      <p className={styles.lede}>
        Prefer no password? <a href="/account/login/">Sign in with a code</a> instead: it creates your account too.
      </p>
      {errors.non_field_errors && (
        <div ref={alert} tabIndex={-1} className={styles.alert} role="alert">
          {errors.non_field_errors.length === 1 ? (
            errors.non_field_errors[0]
          ) : (
            <ul>
              {errors.non_field_errors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.row}>
          <Field id="first_name" label="First name" error={err("first_name")}>
            {(p) => <input {...p} className={styles.input} autoComplete="given-name" value={values.first_name} onChange={set("first_name")} />}
          </Field>
          <Field id="last_name" label="Last name" error={err("last_name")}>
            {(p) => <input {...p} className={styles.input} autoComplete="family-name" value={values.last_name} onChange={set("last_name")} />}
          </Field>
        </div>
        <Field id="email" label="E-mail address" error={err("email")}>
          {(p) => <input {...p} className={styles.input} type="email" autoComplete="email" value={values.email} onChange={set("email")} required />}
        </Field>
        <Field id="phone_number" label="Mobile number (optional)" error={err("phone_number")}>
          {(p) => <input {...p} className={styles.input} type="tel" autoComplete="tel" value={values.phone_number} onChange={set("phone_number")} />}
        </Field>
        <Field id="password1" label="Password" hint="At least 9 characters; not a common password, not only digits." error={err("password1")}>
          {(p) => <input {...p} className={styles.input} type="password" autoComplete="new-password" value={values.password1} onChange={set("password1")} required />}
        </Field>
        <Field id="password2" label="Password again" error={err("password2")}>
          {(p) => <input {...p} className={styles.input} type="password" autoComplete="new-password" value={values.password2} onChange={set("password2")} required />}
        </Field>
        <div className={styles.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            Create my account
          </button>
        </div>
      </form>
    </div>
  );
}
