import { getTranslations } from "next-intl/server";
import type { Facets } from "@/lib/catalogue/facets.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { listingPath, type ListingState } from "@/lib/storefront/listing-path.ts";
import { facetLabel } from "./listing-filters.tsx";
import styles from "./active-filters.module.css";

/** What the listing is filtered by, each with a link that drops it (works without JavaScript). */
export async function ActiveFilters({ base, state, facets }: { base: string; state: ListingState; facets: Facets }) {
  const t = await getTranslations("CatalogueListing");
  const words = { yes: t("yes"), no: t("no") };
  const chips: { label: string; href: string }[] = [];
  const at = (next: Partial<ListingState>) => listingPath(base, { ...state, ...next, page: 1 });
  for (const [code, values] of Object.entries(state.attributes)) {
    const facet = facets.attributes.find((a) => a.code === code);
    for (const value of values) {
      const rest = values.filter((v) => v !== value);
      const attributes = { ...state.attributes, [code]: rest };
      if (!rest.length) delete attributes[code];
      chips.push({ label: `${facet?.name ?? code}: ${facetLabel(facet?.type ?? "option", value, words)}`, href: at({ attributes }) });
    }
  }
  if (state.priceMin) chips.push({ label: t("chipFrom", { amount: formatMoney(state.priceMin) }), href: at({ priceMin: null }) });
  if (state.priceMax) chips.push({ label: t("chipUpTo", { amount: formatMoney(state.priceMax) }), href: at({ priceMax: null }) });
  if (state.inStock) chips.push({ label: t("inStockOnly"), href: at({ inStock: false }) });
  if (!chips.length) return null;
  return (
    <ul className={styles.chips} aria-label={t("inUse")}>
      {chips.map((chip) => (
        <li key={chip.href}>
          <a href={chip.href} className={styles.chip}>
            {chip.label}
            <span aria-hidden="true"> ×</span>
            <span className="visually-hidden">{` ${t("remove")}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
