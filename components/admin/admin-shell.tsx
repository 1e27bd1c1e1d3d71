// The staff pages' frame: the shop's mark, the sections this staff member may open, a search box for
// orders, customers and products, who is signed in with sign-out, and the page. Staff pages are per
// request and never cached.
import Link from "next/link";
import type { ReactNode } from "react";
import { SignOutButton } from "@/components/account/sign-out.tsx";
import { SkipLink } from "@/components/shop/skip-link.tsx";
import { BrandMark } from "@/components/ui/icons.tsx";
import type { AdminSection } from "@/lib/admin/sections.ts";
import styles from "./admin-shell.module.css";

interface AdminShellProps {
  shopName: string;
  staffName: string;
  /** The sections this staff member may open, in order. */
  sections: readonly AdminSection[];
  children: ReactNode;
}

export function AdminShell({ shopName, staffName, sections, children }: AdminShellProps) {
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
          <form action="/admin/search/" method="get" role="search" className={styles.search}>
            <label htmlFor="admin-search" className="visually-hidden">
              Search orders, customers and products
            </label>
            <input id="admin-search" name="q" type="search" placeholder="Order number, e-mail, phone, SKU, product" className={styles.searchInput} />
            <button type="submit" className={styles.searchButton}>
              Search
            </button>
          </form>
          <div className={styles.who}>
            <span>
              Signed in as <strong>{staffName}</strong>
            </span>
            <a href="/">The shop</a>
            <SignOutButton className={styles.signOut} />
          </div>
        </div>
        <nav aria-label="Staff pages" className={styles.nav}>
          <ul>
            {sections.map((s) => (
              <li key={s.href}>
                <Link href={s.href} className={styles.navLink}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}
