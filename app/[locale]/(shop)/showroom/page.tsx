import type { Metadata } from "next";
import { Link } from "@/components/i18n/link.tsx";
import { ContentPage } from "@/components/content/content-page.tsx";
import content from "@/components/content/content-page.module.css";
import { PriceTag } from "@/components/shop/price-tag.tsx";
import { SpinViewer } from "@/components/shop/spin-viewer.tsx";
import { CONTENT_PAGES } from "@/lib/content/shop-details.ts";
import { loadShowroom } from "@/lib/storefront/content-pages.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import styles from "./showroom.module.css";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";

const LEDE = "Turn our pieces around as if you stood beside them: drag a picture, or focus it and use the arrow keys.";

function pageMetadataOf(): Metadata {
  return pageMetadata({ title: "360° showroom", description: "Turn our solid-wood furniture around as if you stood beside it, in 360° views of each piece.", path: CONTENT_PAGES.showroom.href });
}

async function ShowroomPage() {
  const spins = await loadShowroom();
  return (
    <ContentPage
      title="360° showroom"
      href={CONTENT_PAGES.showroom.href}
      wide
      lede={LEDE}
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
        <p className={content.empty}>Our turntable is being set up. Until then, see our pieces in the homes in the gallery.</p>
      )}
    </ContentPage>
  );
}

export default localized(ShowroomPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
