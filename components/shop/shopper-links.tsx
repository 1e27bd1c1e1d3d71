"use client";
// Account and basket, top right of every page. The server draws them for an anonymous visitor (pages
// are the same for everyone); once the shopper's own details arrive, a signed-in shopper sees their name.
import Link from "next/link";
import { AccountIcon, BasketIcon } from "@/components/ui/icons.tsx";
import { useShopper } from "./use-shopper.ts";
import styles from "./site-header.module.css";

export function ShopperLinks() {
  const { data } = useShopper();
  const name = data?.user?.display_name;
  return (
    <nav aria-label="Your shop" className={styles.actions}>
      <Link href="/account/" prefetch={false} className={styles.action}>
        <AccountIcon />
        <span className={styles.actionLabel}>{name ? <span data-testid="shopper-name">{name}</span> : "Account"}</span>
        {name && <span className="visually-hidden">: your account</span>}
      </Link>
      <Link href="/basket/" prefetch={false} className={styles.action}>
        <BasketIcon />
        <span className={styles.actionLabel}>Basket</span>
      </Link>
    </nav>
  );
}
