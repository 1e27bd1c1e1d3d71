import Link from "next/link";
import { Suspense } from "react";
import { BrandMark } from "@/components/ui/icons.tsx";
import { config } from "@/lib/config.ts";
import { loadRooms } from "@/lib/storefront/menu.ts";
import { CategoryMenu } from "./category-menu.tsx";
import { SearchBox } from "./search-box.tsx";
import { SearchBoxFallback } from "./search-box-fallback.tsx";
import { DeliveryPincodeNoScript } from "./delivery-pincode-no-script.tsx";
import { ShopperLinks } from "./shopper.tsx";
import styles from "./site-header.module.css";

/** The shop's mark and name, linking home: the first thing in every header of the shop. */
export function HomeBrand({ shop }: { shop: string }) {
  return (
    <Link href="/" className={styles.brand}>
      <BrandMark size={30} className={styles.mark} />
      <span className={styles.brandName}>{shop}</span>
    </Link>
  );
}

// The same for every visitor (pages are cached whole): the shopper's own name is filled in by ShopperLinks.
export async function SiteHeader() {
  const shop = config().SHOP_NAME;
  const rooms = await loadRooms();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <HomeBrand shop={shop} />
        <div className={styles.search}>
          {/* The box reads the page's path (to show a search's words): unknown while the build prerenders. */}
          <Suspense fallback={<SearchBoxFallback />}>
            <SearchBox />
          </Suspense>
        </div>
        <ShopperLinks deliveryNoScript={<DeliveryPincodeNoScript />} />
        <div className={styles.menu}>
          <Suspense>
            {/* Only what the menu shows: its props travel with every page. */}
            <CategoryMenu rooms={rooms.map((r) => ({ id: r.id, name: r.name, href: r.href, children: r.children.map((c) => ({ id: c.id, name: c.name, href: c.href })) }))} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
