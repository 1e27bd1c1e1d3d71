import type { CategorySummary } from "@/lib/catalogue/categories.ts";
import { CategoryCard } from "./category-card.tsx";
import styles from "./category-grid.module.css";

export function CategoryGrid({ categories }: { categories: CategorySummary[] }) {
  return (
    <ul className={styles.grid}>
      {categories.map((category, i) => (
        <CategoryCard key={category.id} category={category} eager={i < 4} />
      ))}
    </ul>
  );
}
