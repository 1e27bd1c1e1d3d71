// The top of a staff list: its filters as a plain GET form (so every view is a link staff can share),
// and what was wrong with the URL's filters, announced. Used by every list page of the admin.
import type { ReactNode } from "react";
import table from "@/components/admin/data-table.module.css";
import button from "@/components/ui/button.module.css";

/** The filters' form; `label` names it for screen readers ("Search and filter products"). */
export function ListFilters({ label, children, submit = "Show" }: { label: string; children: ReactNode; submit?: string }) {
  return (
    <form method="get" className={table.filters} aria-label={label}>
      {children}
      <button type="submit" className={button.secondary}>
        {submit}
      </button>
    </form>
  );
}

/** The filters the URL gave that could not be used, each in a line; nothing when all were fine. */
export function ListProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul role="alert" className={table.problems}>
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
