"use client";
// The buyer's return form: how many of each line go back, why, photos (optional), the pickup address
// (the delivery address to start with) and, for cash on delivery, the UPI ID the refund goes to. It
// sends POST /api/v2/orders/{id}/returns/ (multipart, the lines as JSON text) and shows the server's
// errors beside their fields; on success the buyer lands on the order, where the return is listed.
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import { useFocusAfterRender } from "@/components/ui/use-focus-after-render.ts";
import { fill } from "@/lib/i18n/fill.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import type { Messages } from "@/lib/i18n/messages.ts";
import styles from "./returns.module.css";

export interface ReturnFormLine {
  id: number;
  url: string;
  title: string;
  variant: string;
  quantity: number;
  left: number;
}

export interface ReturnFormProps {
  orderId: number;
  lines: ReturnFormLine[];
  pickupAddress: string;
  /** Cash on delivery: the refund goes to a UPI ID. */
  needsUpi: boolean;
  maxPhotos: number;
  maxPhotoBytes: number;
  /** The page's language, and the form's words in it (messages AccountReturnForm). */
  locale: ShopLocale;
  texts: Messages["AccountReturnForm"];
}

type Errors = Record<string, string>;

const first = (v: unknown): string | undefined => (Array.isArray(v) && typeof v[0] === "string" ? v[0] : undefined);

/** The server's errors: lines are a list (one object per line sent), the rest field → messages. */
function errorsOf(data: unknown, sent: ReturnFormLine[]): Errors {
  const out: Errors = {};
  if (!data || typeof data !== "object") return out;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key === "lines" && Array.isArray(value)) {
      value.forEach((e, i) => {
        const m = e && typeof e === "object" ? (first((e as Record<string, unknown>).quantity) ?? first((e as Record<string, unknown>).line)) : undefined;
        if (m && sent[i]) out[`line-${sent[i]!.id}`] = m;
      });
      const whole = first(value);
      if (whole) out.lines = whole;
    } else if (key === "detail" && typeof value === "string") out.form = value;
    else if (first(value)) out[key === "non_field_errors" ? "form" : key] = first(value)!;
  }
  return out;
}

export function ReturnForm({ orderId, lines, pickupAddress, needsUpi, maxPhotos, maxPhotoBytes, locale, texts: t }: ReturnFormProps) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const alert = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();

  function fail(e: Errors) {
    setSending(false);
    setErrors(e);
    focusAfterRender(() => {
      const key = Object.keys(e).find((k) => k !== "form");
      return e.form || !key ? alert.current : (document.getElementById(key === "lines" ? `line-${lines[0]?.id}` : key) ?? alert.current);
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = lines.map((l) => ({ line: l, quantity: Number(form.get(`line-${l.id}`) ?? 0) })).filter((c) => c.quantity > 0);
    if (!chosen.length) return fail({ lines: t.chooseOne });
    const photos = form.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
    if (photos.length > maxPhotos) return fail({ photos: fill(t.tooManyPhotos, { count: maxPhotos }) });
    const big = photos.find((p) => p.size > maxPhotoBytes);
    if (big) return fail({ photos: fill(t.photoTooBig, { name: big.name }) });
    const body = new FormData();
    body.set("lines", JSON.stringify(chosen.map((c) => ({ line: c.line.url, quantity: c.quantity }))));
    body.set("reason", String(form.get("reason") ?? ""));
    body.set("pickup_address", String(form.get("pickup_address") ?? ""));
    if (needsUpi) body.set("refund_upi_id", String(form.get("refund_upi_id") ?? ""));
    for (const p of photos) body.append("photos", p);
    setErrors({});
    setSending(true);
    try {
      const response = await fetch(`/api/v2/orders/${orderId}/returns/`, { method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json", "Accept-Language": document.documentElement.lang } });
      const data: unknown = await response.json().catch(() => null);
      if (response.status === 201) {
        router.push(localePath(locale, `/account/orders/${orderId}/?return=${(data as { id: number }).id}#returns-title`));
        router.refresh();
        return;
      }
      if (response.status === 413) return fail({ photos: t.photosTooLarge });
      if (response.status >= 500) return fail({ form: t.ourSide });
      const e = errorsOf(data, chosen.map((c) => c.line));
      fail(Object.keys(e).length ? e : { form: t.didNotWork });
    } catch {
      fail({ form: t.unreachable });
    }
  }

  return (
    <form onSubmit={onSubmit} className={forms.form} noValidate aria-describedby="return-form-alert">
      <p id="return-form-alert" ref={alert} tabIndex={-1} role="alert" className={errors.form || errors.lines ? forms.alert : "visually-hidden"}>
        {errors.form ?? errors.lines ?? ""}
      </p>
      <fieldset className={styles.lines}>
        <legend className={forms.label}>{t.what}</legend>
        {lines.map((l) => (
          <div key={l.id} className={styles.line}>
            <label htmlFor={`line-${l.id}`}>
              {l.title}
              {l.variant && <span className={forms.hint}> · {l.variant}</span>}
              <span className={forms.hint}> ({l.left < l.quantity ? fill(t.boughtLeft, { bought: l.quantity, left: l.left }) : fill(t.bought, { bought: l.quantity })})</span>
            </label>
            <select
              id={`line-${l.id}`}
              name={`line-${l.id}`}
              className={forms.select}
              defaultValue="0"
              disabled={l.left === 0}
              aria-invalid={errors[`line-${l.id}`] ? true : undefined}
              aria-describedby={errors[`line-${l.id}`] ? `line-${l.id}-error` : undefined}
            >
              {Array.from({ length: l.left + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n === 0 ? t.keepAll : fill(t.returnCount, { count: n })}
                </option>
              ))}
            </select>
            {errors[`line-${l.id}`] && (
              <span id={`line-${l.id}-error`} className={forms.error}>
                {errors[`line-${l.id}`]}
              </span>
            )}
          </div>
        ))}
      </fieldset>
      <Field id="reason" label={t.why} error={errors.reason}>
        {(p) => <textarea {...p} rows={4} maxLength={2000} required className={forms.input} />}
      </Field>
      <Field id="photos" label={t.photos} hint={fill(t.photosHint, { count: maxPhotos })} error={errors.photos}>
        {(p) => <input {...p} type="file" accept="image/jpeg,image/png" multiple className={forms.input} />}
      </Field>
      <Field id="pickup_address" label={t.pickup} hint={t.pickupHint} error={errors.pickup_address}>
        {(p) => <textarea {...p} rows={3} maxLength={500} defaultValue={pickupAddress} className={forms.input} />}
      </Field>
      {needsUpi && (
        <Field id="refund_upi_id" label={t.upi} hint={t.upiHint} error={errors.refund_upi_id}>
          {(p) => <input {...p} type="text" inputMode="email" autoComplete="off" spellCheck={false} maxLength={256} className={forms.input} />}
        </Field>
      )}
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={sending}>
          {sending ? t.sending : t.submit}
        </button>
      </div>
    </form>
  );
}
