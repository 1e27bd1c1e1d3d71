import { Link } from "@/components/i18n/link.tsx";
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
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { pageLocale, translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.AccountOrders.listTitle, path: "/account/orders/", robots: PRIVATE }));

export const instant = false;

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function picture(url: string | null) {
  return url ? sizedSources(new URL(url).pathname, null) : null;
}

async function OrdersPage({ searchParams }: Props) {
  const caller = await requireShopper("/account/orders/");
  const page = orderListPage((await searchParams).page);
  const [t, locale] = await Promise.all([translator("AccountOrders"), pageLocale()]);
  let history: Awaited<ReturnType<typeof orderHistory>>;
  try {
    history = await orderHistory(caller.user.id, page);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) notFound();
    throw e;
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("listTitle")}</h1>
      {history.count === 0 ? (
        <div className={styles.section}>
          <p>{t("none")}</p>
          <Link href="/" className={button.primary} style={{ alignSelf: "flex-start" }}>
            {t("browse")}
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
                    {t("order", { number: o.number })}
                  </Link>
                  <p className={styles.lineMeta}>
                    <PlacedOn date={o.date_placed} locale={locale} /> · {t("items", { count: o.item_count })} · <StatusBadge status={o.status} locale={locale} />
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

export default localized(OrdersPage);
