// A staff form's one-line answer beside its button: what was done, or what went wrong with the form as a
// whole (field errors stand beside their fields). Announced to screen readers as it changes.
import styles from "@/components/admin/product-admin.module.css";
import type { FormState } from "@/lib/admin/form-state.ts";

export function FormMessage({ state }: { state: FormState }) {
  return (
    <span role="status" className={state.ok ? styles.ok : styles.error}>
      {state.ok ?? (state.errors ? "" : state.error)}
    </span>
  );
}
