import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PlacedOn, StatusBadge } from "@/components/orders/order-timeline.tsx";
import styles from "@/components/orders/orders.module.css";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { money } from "@/components/buying/money.ts";
import { sizedSources } from "@/lib/storage/image-sizes.ts";
import { requireShopper } from "@/lib/auth/page-guards.ts";
import { ApiError } from "@/lib/errors.ts";
import { orderListPage } from "@/lib/storefront/missing-pages.ts";
import { orderHistory } from "@/lib/storefront/order-pages.ts";

export const metadata: Metadata = { title: "Your orders", robots: { index: false } };

export const instant = false;

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function picture(url: string | null) {
  return url ? sizedSources(new URL(url).pathname, null) : null;
}

export default async function OrdersPage({ searchParams }: Props) {
  const caller = await requireShopper("/account/orders/");
  const page = orderListPage((await searchParams).page);
  let history: Awaited<ReturnType<typeof orderHistory>>;
  try {
    history = await orderHistory(caller.user.id, page);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) notFound();
    throw e;
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your orders</h1>
      {history.count === 0 ? (
        <div className={styles.section}>
          <p>You have not ordered anything yet.</p>
          <Link href="/" className={button.primary} style={{ alignSelf: "flex-start" }}>
            Browse the shop
          </Link>
        </div>
      ) : (
        <ul className={styles.orders}>
          {history.results.map((o) => {
            const image = picture(o.first_item_image);
            return (
              <li key={o.id} className={styles.order}>
                {image ? <img src={image.src} srcSet={image.srcSet} sizes="64px" alt="" width={64} height={64} loading="lazy" /> : <span className={styles.noImage} />}
                <div>
                  <Link href={`/account/orders/${o.id}/`} className={styles.orderLink}>
                    Order {o.number}
                  </Link>
                  <p className={styles.lineMeta}>
                    <PlacedOn date={o.date_placed} /> · {o.item_count} {o.item_count === 1 ? "item" : "items"} · <StatusBadge status={o.status} />
                  </p>
                </div>
                <span className={styles.amount}>{money(o.total_incl_tax)}</span>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={history.page} numPages={Math.max(1, Math.ceil(history.count / history.pageSize))} hrefFor={(p) => (p === 1 ? "/account/orders/" : `/account/orders/?page=${p}`)} />
    </div>
  );
}
