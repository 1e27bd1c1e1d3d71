import { CardGrid } from "@/components/ui/card-grid.tsx";
import type { CategorySummary } from "@/lib/catalogue/categories.ts";
import { CategoryCard } from "./category-card.tsx";

export function CategoryGrid({ categories }: { categories: CategorySummary[] }) {
  return (
    <CardGrid>
      {categories.map((category, i) => (
        <CategoryCard key={category.id} category={category} eager={i < 4} />
      ))}
    </CardGrid>
  );
}
