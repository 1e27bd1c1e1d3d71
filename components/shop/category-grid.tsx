import { CardGrid } from "@/components/ui/card-grid.tsx";
import type { CategoryLink } from "@/lib/storefront/menu.ts";
import { CategoryCard } from "./category-card.tsx";

export function CategoryGrid({ categories }: { categories: CategoryLink[] }) {
  return (
    <CardGrid>
      {categories.map((category, i) => (
        <CategoryCard key={category.id} category={category} eager={i < 4} />
      ))}
    </CardGrid>
  );
}
