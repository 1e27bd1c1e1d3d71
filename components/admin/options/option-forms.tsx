"use client";
// The options page's forms: each option's (name, kind of answer, must be given, help text) with its
// Remove button, and the form that adds one. Plain forms posting to Server Actions (they work without
// JavaScript); a refused one keeps what was typed and shows each error beside its field.
import { useActionState } from "react";
import { removeOptionAction, saveOptionAction } from "@/app/admin/options/actions.ts";
import { FormMessage } from "@/components/admin/form-message.tsx";
import styles from "@/components/admin/product-admin.module.css";
import button from "@/components/ui/button.module.css";
import type { FormState } from "@/lib/admin/form-state.ts";
import { OPTION_TYPE_NAMES, OPTION_TYPES, type OptionTypeCode } from "@/lib/admin/options/types.ts";

export interface OptionItem {
  id: number;
  code: string;
  name: string;
  type: OptionTypeCode;
  required: boolean;
  helpText: string;
  choices: string[];
  products: number;
}

type Value = Pick<OptionItem, "name" | "type" | "required" | "helpText" | "choices">;

function Fields({ prefix, state, value }: { prefix: string; state: FormState; value: Value }) {
  const v = (state.values ?? {}) as Record<string, unknown>;
  const err = (k: string) => state.errors?.[k];
  const field = (k: string, label: string, control: (p: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${prefix}-${k}`}>{label}</label>
      {control({ id: `${prefix}-${k}`, "aria-invalid": !!err(k), "aria-describedby": err(k) ? `${prefix}-${k}-error` : undefined })}
      {err(k) && (
        <span id={`${prefix}-${k}-error`} className={styles.error}>
          {err(k)}
        </span>
      )}
    </div>
  );
  const text = (k: string, fallback: string) => (typeof v[k] === "string" ? (v[k] as string) : fallback);
  const type = text("type", value.type);
  return (
    <>
      {field("name", "Name", (p) => <input {...p} name="name" required maxLength={128} defaultValue={text("name", value.name)} />)}
      {field("type", "Answer", (p) => (
        <select {...p} key={type} name="type" defaultValue={type}>
          {OPTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {OPTION_TYPE_NAMES[t]}
            </option>
          ))}
        </select>
      ))}
      {field("help_text", "Help text", (p) => <input {...p} name="help_text" maxLength={255} defaultValue={text("help_text", value.helpText)} />)}
      {field("choices", "Answers offered (one a line; none: a free answer)", (p) => (
        <textarea {...p} name="choices" rows={Math.max(2, value.choices.length)} defaultValue={text("choices", value.choices.join("\n"))} />
      ))}
      <label className={styles.checkLine}>
        <input type="checkbox" name="required" defaultChecked={typeof v.required === "boolean" ? v.required : value.required} /> Must be given
      </label>
    </>
  );
}

export function OptionForm({ option }: { option: OptionItem }) {
  const [state, action, pending] = useActionState<FormState, FormData>(saveOptionAction, {});
  const [removal, remove, removing] = useActionState<FormState, FormData>(removeOptionAction, {});
  return (
    <li className={styles.attributeItem}>
      <form action={action} className={styles.quick} aria-label={`Option ${option.name} (${option.code})`}>
        <input type="hidden" name="option" value={option.id} />
        <span className={styles.code}>
          <code>{option.code}</code> · asked by {option.products} {option.products === 1 ? "product" : "products"}
        </span>
        <Fields prefix={`opt-${option.id}`} state={state} value={option} />
        <button type="submit" className={button.secondary} disabled={pending}>
          Save
        </button>
        <FormMessage state={state} />
      </form>
      <form action={remove} className={styles.quick} aria-label={`Remove the option ${option.name}`}>
        <input type="hidden" name="option" value={option.id} />
        <button type="submit" className={button.secondary} disabled={removing}>
          Remove {option.name}
        </button>
        <FormMessage state={removal} />
      </form>
    </li>
  );
}

export function NewOptionForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(saveOptionAction, {});
  const v = (state.values ?? {}) as Record<string, unknown>;
  const codeError = state.errors?.code;
  return (
    <form action={action} className={styles.editor} aria-label="Add an option">
      <fieldset>
        <legend>Add an option</legend>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="opt-new-code">Code</label>
            <input id="opt-new-code" name="code" required maxLength={64} defaultValue={state.ok ? "" : typeof v.code === "string" ? v.code : ""} aria-invalid={!!codeError} aria-describedby={codeError ? "opt-new-code-error opt-new-code-hint" : "opt-new-code-hint"} />
            <span id="opt-new-code-hint" className={styles.hint}>
              What apps send with the basket; it cannot change later.
            </span>
            {codeError && (
              <span id="opt-new-code-error" className={styles.error}>
                {codeError}
              </span>
            )}
          </div>
          <Fields key={state.ok ?? "new"} prefix="opt-new" state={state.ok ? {} : state} value={{ name: "", type: "text", required: false, helpText: "", choices: [] }} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={button.primary} disabled={pending}>
            Add option
          </button>
          <FormMessage state={state} />
        </div>
      </fieldset>
    </form>
  );
}
