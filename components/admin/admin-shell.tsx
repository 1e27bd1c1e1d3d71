// The staff pages' frame: the shop's mark, a navigation that lists only the pages that exist, who is
// signed in, and the page. Staff pages are per request and never cached.
import Link from "next/link";
import type { ReactNode } from "react";
import { BrandMark } from "@/components/ui/icons.tsx";
import { SkipLink } from "@/components/shop/skip-link.tsx";
import styles from "./admin-shell.module.css";

/** The staff pages there are; a page is listed here when it exists. */
export const ADMIN_PAGES = [{ href: "/admin/", label: "Dashboard" }] as const;

export function AdminShell({ shopName, staffName, children }: { shopName: string; staffName: string; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link href="/admin/" className={styles.brand}>
            <BrandMark size={26} />
            <span>{shopName}</span>
            <span className={styles.tag}>Staff</span>
          </Link>
          <nav aria-label="Staff pages" className={styles.nav}>
            <ul>
              {ADMIN_PAGES.map((p) => (
                <li key={p.href}>
                  <Link href={p.href} className={styles.navLink}>
                    {p.label}
                  </Link>
                </li>
              ))}
              <li>
                <a href="/" className={styles.navLink}>
                  The shop
                </a>
              </li>
            </ul>
          </nav>
          <p className={styles.who}>
            Signed in as <strong>{staffName}</strong> · <a href="/account/">Account</a>
          </p>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}
