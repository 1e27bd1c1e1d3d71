"use client";
// The search synonyms page's forms: each synonym's word and meaning with its Save and Remove buttons,
// and the form that adds one. Plain forms posting to Server Actions (they work without JavaScript); a
// refused one keeps what was typed and shows each error beside its field.
import { useActionState } from "react";
import { removeSynonymAction, saveSynonymAction } from "@/app/admin/search-synonyms/actions.ts";
import { FormMessage } from "@/components/admin/form-message.tsx";
import styles from "@/components/admin/product-admin.module.css";
import button from "@/components/ui/button.module.css";
import type { FormState } from "@/lib/admin/form-state.ts";

export interface SynonymItem {
  id: number;
  term: string;
  meaning: string;
}

/** `hints`: the add form explains each field; the list's rows leave them out (one explanation is enough). */
function Fields({ prefix, state, value, hints = false }: { prefix: string; state: FormState; value: Omit<SynonymItem, "id">; hints?: boolean }) {
  const v = (state.values ?? {}) as Record<string, unknown>;
  const text = (k: "term" | "meaning") => (typeof v[k] === "string" ? (v[k] as string) : value[k]);
  const field = (k: "term" | "meaning", label: string, hint: string, maxLength: number) => {
    const err = state.errors?.[k];
    return (
      <div className={styles.field}>
        <label htmlFor={`${prefix}-${k}`}>{label}</label>
        <input
          id={`${prefix}-${k}`}
          name={k}
          required
          maxLength={maxLength}
          defaultValue={text(k)}
          aria-invalid={!!err}
          aria-describedby={[hints ? `${prefix}-${k}-hint` : "", err ? `${prefix}-${k}-error` : ""].filter(Boolean).join(" ") || undefined}
        />
        {hints && (
          <span id={`${prefix}-${k}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
        {err && (
          <span id={`${prefix}-${k}-error`} className={styles.error}>
            {err}
          </span>
        )}
      </div>
    );
  };
  return (
    <>
      {field("term", "Shoppers search for", "A word or a phrase of up to 4 words, e.g. almirah.", 80)}
      {field("meaning", "Also find", "What the catalogue calls it; several separated by commas, e.g. wardrobe, cabinet.", 200)}
    </>
  );
}

export function SynonymForm({ synonym }: { synonym: SynonymItem }) {
  const [state, action, pending] = useActionState<FormState, FormData>(saveSynonymAction, {});
  const [removal, remove, removing] = useActionState<FormState, FormData>(removeSynonymAction, {});
  return (
    <li className={styles.attributeItem}>
      <form action={action} className={styles.quick} aria-label={`Synonym ${synonym.term}`}>
        <input type="hidden" name="synonym" value={synonym.id} />
        <Fields prefix={`syn-${synonym.id}`} state={state} value={synonym} />
        <button type="submit" className={button.secondary} disabled={pending}>
          Save
        </button>
        <FormMessage state={state} />
      </form>
      <form action={remove} className={styles.quick} aria-label={`Remove the synonym ${synonym.term}`}>
        <input type="hidden" name="synonym" value={synonym.id} />
        <button type="submit" className={button.secondary} disabled={removing}>
          Remove {synonym.term}
        </button>
        <FormMessage state={removal} />
      </form>
    </li>
  );
}

export function NewSynonymForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(saveSynonymAction, {});
  return (
    <form action={action} className={styles.editor} aria-label="Add a synonym">
      <fieldset>
        <legend>Add a synonym</legend>
        <div className={styles.row}>
          <Fields key={state.ok ?? "new"} prefix="syn-new" state={state.ok ? {} : state} value={{ term: "", meaning: "" }} hints />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={button.primary} disabled={pending}>
            Add synonym
          </button>
          <FormMessage state={state} />
        </div>
      </fieldset>
    </form>
  );
}
