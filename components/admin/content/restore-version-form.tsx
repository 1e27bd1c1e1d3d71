"use client";
// "Restore this version": publishes an earlier text again (as a new version), after the browser asks
// to confirm; without JavaScript the button restores at once.
import { useActionState } from "react";
import { FormMessage } from "@/components/admin/form-message.tsx";
import button from "@/components/ui/button.module.css";
import type { FormState } from "@/lib/admin/form-state.ts";

interface RestoreVersionFormProps {
  slug: string;
  version: number;
  label: string;
  updatedAt: string | null;
  action: (state: FormState, form: FormData) => Promise<FormState>;
}

export function RestoreVersionForm({ slug, version, label, updatedAt, action }: RestoreVersionFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form
      action={formAction}
      aria-label={`Restore the version of ${label}`}
      onSubmit={(event) => {
        if (!window.confirm(`Publish the text of ${label} again?`)) event.preventDefault();
      }}
    >
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="version" value={version} />
      {updatedAt && <input type="hidden" name="updated_at" value={updatedAt} />}
      <button type="submit" className={button.secondary} disabled={pending}>
        Restore this version
      </button>{" "}
      <FormMessage state={state} />
    </form>
  );
}
