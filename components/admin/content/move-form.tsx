"use client";
// Up and down in a list staff put in order (banners, landing page sections): a row's two buttons, the
// end's one disabled. A plain form: it works without JavaScript.
import { useActionState } from "react";
import button from "@/components/ui/button.module.css";
import type { StockFormState } from "@/lib/admin/stock-forms.ts";
import styles from "./banner-forms.module.css";

interface MoveFormProps {
  id: number;
  title: string;
  first: boolean;
  last: boolean;
  action: (state: StockFormState, form: FormData) => Promise<StockFormState>;
}

export function MoveForm({ id, title, first, last, action }: MoveFormProps) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} aria-label={`Order of ${title}`} className={styles.move}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="move" value="up" className={button.secondary} disabled={pending || first} aria-label={`Move ${title} up`}>
        ↑
      </button>
      <button type="submit" name="move" value="down" className={button.secondary} disabled={pending || last} aria-label={`Move ${title} down`}>
        ↓
      </button>
      {state.message && !state.ok && <span role="alert">{state.message}</span>}
    </form>
  );
}
