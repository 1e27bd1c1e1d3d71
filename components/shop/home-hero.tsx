import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import button from "@/components/ui/button.module.css";
import text from "@/components/ui/text.module.css";
import styles from "./home-hero.module.css";

/** `browseHref` is where "Browse the collection" leads; without it the hero has no call to action. */
export function HomeHero({ shopName, browseHref }: { shopName: string; browseHref?: string }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.copy}>
        <p className={text.eyebrow}>{shopName} · Handcrafted in Jodhpur</p>
        <h1 id="home-hero-title" className={styles.title}>
          Furniture made slowly, for homes that are lived in
        </h1>
        <p className={styles.lede}>
          Sofas, beds, dining sets and decor in solid sheesham, mango and teak, finished by hand and delivered
          across India.
        </p>
        {browseHref && (
          <a href={browseHref} className={`${button.primary} ${styles.cta}`}>
            Browse the collection
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
