// The head of every staff page: breadcrumbs from the dashboard through the section to this page, the
// title, and the page's own actions beside it.
import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { sectionOf } from "@/lib/admin/sections.ts";
import styles from "./admin-page.module.css";

interface AdminPageProps {
  /** The page's path (its section gives the breadcrumbs' middle step). */
  path: string;
  title: string;
  /** Steps between the section and this page ({name, href}). */
  trail?: { name: string; href: string }[];
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ path, title, trail = [], actions, children }: AdminPageProps) {
  const section = sectionOf(path);
  const crumbs = [{ name: "Dashboard", href: "/admin/" }];
  if (section.href !== "/admin/") crumbs.push({ name: section.label, href: section.href });
  crumbs.push(...trail);
  if (crumbs.at(-1)?.href !== path) crumbs.push({ name: title, href: path });
  return (
    <div className={styles.page}>
      {crumbs.length > 1 && <Breadcrumbs items={crumbs} />}
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
