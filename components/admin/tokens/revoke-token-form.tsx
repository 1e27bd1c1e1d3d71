"use client";
// Revoke one integration token: it stops working at once.
import { useActionState } from "react";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";
import styles from "../stock/stock.module.css";

interface RevokeTokenFormProps {
  id: number;
  name: string;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function RevokeTokenForm({ id, name, action }: RevokeTokenFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={button.secondary} disabled={pending}>
        Revoke<span className={styles.visuallyHidden}> {name}</span>
      </button>
      {state.message && !state.ok && <span role="alert">{state.message}</span>}
    </form>
  );
}
