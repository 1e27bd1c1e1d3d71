import type { ReactNode } from "react";
import forms from "@/components/account/forms.module.css";

/** The card of a newsletter link's page: a title and what happened, announced. */
export function NewsletterPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={forms.card}>
      <h1 className={forms.title}>{title}</h1>
      {children}
    </div>
  );
}
