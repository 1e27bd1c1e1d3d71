"use client";
// The owner's staff forms: invite by e-mail with groups, and each member's groups.
import { useActionState } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

type Action = (state: StockFormState, form: FormData) => Promise<StockFormState>;
type Groups = readonly (readonly [string, string])[];

function GroupBoxes({ groups, checked, idPrefix }: { groups: Groups; checked: readonly string[]; idPrefix: string }) {
  return (
    <fieldset className={forms.field}>
      <legend className={forms.label}>Permission groups</legend>
      {groups.map(([value, label]) => (
        <label key={value} className={forms.check} htmlFor={`${idPrefix}-${value}`}>
          <input type="checkbox" id={`${idPrefix}-${value}`} name="groups" value={value} defaultChecked={checked.includes(value)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}

function Message({ state }: { state: StockFormState }) {
  if (!state.message) return null;
  return (
    <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
      {state.message}
    </p>
  );
}

export function InviteStaffForm({ groups, action }: { groups: Groups; action: Action }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className={forms.form} aria-label="Invite a staff member">
      <Field id="email" label="E-mail" hint="They get a link by mail; an existing account is made staff." error={state.errors?.email}>
        {(props) => <input {...props} type="email" className={forms.input} required maxLength={254} autoComplete="off" defaultValue={state.ok ? "" : (state.values?.email ?? "")} key={state.ok ? "sent" : "draft"} />}
      </Field>
      <GroupBoxes groups={groups} checked={[]} idPrefix="invite" />
      <Message state={state} />
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Send the invitation
        </button>
      </div>
    </form>
  );
}

export function StaffGroupsForm({ id, name, groups, checked, action }: { id: number; name: string; groups: Groups; checked: readonly string[]; action: Action }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} aria-label={`Groups of ${name}`}>
      <input type="hidden" name="id" value={id} />
      <GroupBoxes groups={groups} checked={checked} idPrefix={`member-${id}`} />
      <button type="submit" className={button.secondary} disabled={pending}>
        Save groups
      </button>
      <Message state={state} />
    </form>
  );
}
