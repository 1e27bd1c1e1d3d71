import { getTranslations } from "next-intl/server";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import button from "@/components/ui/button.module.css";
import text from "@/components/ui/text.module.css";
import styles from "./home-hero.module.css";

/** `browseHref` is where "Browse the collection" leads; without it the hero has no call to action. */
export async function HomeHero({ shopName, browseHref }: { shopName: string; browseHref?: string }) {
  const t = await getTranslations("CatalogueListing");
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.copy}>
        <p className={text.eyebrow}>{t("heroEyebrow", { shop: shopName })}</p>
        <h1 id="home-hero-title" className={styles.title}>
          {t("heroTitle")}
        </h1>
        <p className={styles.lede}>{t("heroLede")}</p>
        {browseHref && (
          <a href={browseHref} className={`${button.primary} ${styles.cta}`}>
            {t("heroBrowse")}
            <ArrowRightIcon size={20} />
          </a>
        )}
      </div>
      <div className={styles.art} aria-hidden="true">
        <span className={styles.archLarge} />
        <span className={styles.archSmall} />
        <span className={styles.sun} />
      </div>
    </section>
  );
}
