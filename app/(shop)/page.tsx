import { CategoryGrid } from "@/components/shop/category-grid.tsx";
import { HomeHero } from "@/components/shop/home-hero.tsx";
import { config } from "@/lib/config.ts";
import { loadRooms } from "@/lib/storefront/menu.ts";
import styles from "./home.module.css";

// The home page: a hero, then the shop's rooms. Later sections (banners, featured products, the
// newsletter) slot in as further <section>s of the same column.
export default async function HomePage() {
  const categories = await loadRooms();
  return (
    <div className={styles.sections}>
      <HomeHero shopName={config().SHOP_NAME} browseHref={categories.length > 0 ? "#shop-by-room" : undefined} />
      {categories.length > 0 && (
        <section id="shop-by-room" aria-labelledby="shop-by-room-title" className={styles.section}>
          <div className={styles.sectionHead}>
            <h2 id="shop-by-room-title" className={styles.sectionTitle}>
              Shop by room
            </h2>
            <p className={styles.sectionLede}>Solid wood, joined and finished by hand in our Jodhpur workshop.</p>
          </div>
          <CategoryGrid categories={categories} />
        </section>
      )}
    </div>
  );
}
