import Link from "next/link";
import { BasketIcon, BrandMark } from "@/components/ui/icons.tsx";
import { AccountLink } from "./account-link.tsx";
import { config } from "@/lib/config.ts";
import { SearchForm } from "./search-form.tsx";
import styles from "./site-header.module.css";

export function SiteHeader() {
  const shop = config().SHOP_NAME;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand}>
          <BrandMark size={30} className={styles.mark} />
          <span className={styles.brandName}>{shop}</span>
        </Link>
        <div className={styles.search}>
          <SearchForm id="site-search" label="Site search" />
        </div>
        <nav aria-label="Your shop" className={styles.actions}>
          <AccountLink />
          <Link href="/basket/" prefetch={false} className={styles.action}>
            <BasketIcon />
            <span className={styles.actionLabel}>Basket</span>
          </Link>
        </nav>
      </div>
    </header>
  );
}
