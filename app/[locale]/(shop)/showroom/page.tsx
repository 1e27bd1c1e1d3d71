import { Link } from "@/components/i18n/link.tsx";
import { ContentPage } from "@/components/content/content-page.tsx";
import content from "@/components/content/content-page.module.css";
import { PriceTag } from "@/components/shop/price-tag.tsx";
import { SpinViewer } from "@/components/shop/spin-viewer.tsx";
import { CONTENT_PAGES } from "@/lib/content/shop-details.ts";
import { loadShowroom } from "@/lib/storefront/content-pages.ts";
import styles from "./showroom.module.css";
import { localized } from "@/lib/i18n/localized.tsx";
import { titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.ContentShowroom.title, description: t.ContentShowroom.description, path: CONTENT_PAGES.showroom.href }));

async function ShowroomPage() {
  const [spins, t] = await Promise.all([loadShowroom(), translator("ContentShowroom")]);
  return (
    <ContentPage
      title={t("title")}
      href={CONTENT_PAGES.showroom.href}
      wide
      lede={t("lede")}
    >
      {spins.length > 0 ? (
        <ul className={styles.grid}>
          {spins.map((spin) => (
            <li key={spin.id} className={styles.item}>
              <SpinViewer frames={spin.frames} title={spin.product?.title ?? spin.title} />
              <div className={styles.caption}>
                <h2 className={styles.title}>{spin.product ? <Link href={spin.product.href}>{spin.product.title}</Link> : spin.title}</h2>
                {spin.product && <PriceTag price={spin.product.price} from={spin.product.priceIsFrom} />}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={content.empty}>{t("empty")}</p>
      )}
    </ContentPage>
  );
}

export default localized(ShowroomPage);
