"use client";
// The owner's form for a staff member's permission groups (decision 0105): one checkbox per group, saved
// with the version read. It works without JavaScript.
import { useActionState } from "react";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";

interface StaffGroupsFormProps {
  id: number;
  updatedAt: string;
  groups: { value: string; label: string; checked: boolean }[];
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function StaffGroupsForm({ id, updatedAt, groups, action }: StaffGroupsFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className={forms.form} aria-label="Staff groups" key={updatedAt}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="updated_at" value={updatedAt} />
      {state.message && (
        <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
          {state.message}
        </p>
      )}
      <fieldset>
        <legend>What this staff member may do besides the dashboard</legend>
        {groups.map((g) => (
          <label key={g.value} style={{ display: "block" }}>
            <input type="checkbox" name="staff_groups" value={g.value} defaultChecked={g.checked} /> {g.label}
          </label>
        ))}
      </fieldset>
      <div className={forms.actions}>
        <button type="submit" className={button.secondary} disabled={pending}>
          Save the groups
        </button>
      </div>
    </form>
  );
}
