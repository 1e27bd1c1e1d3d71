import { getTranslations } from "next-intl/server";
import type { Facets } from "@/lib/catalogue/facets.ts";
import { formatCount } from "@/lib/count.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { isFiltered, listingPath, type ListingState } from "@/lib/storefront/listing-path.ts";
import { FiltersDisclosure } from "./filters-disclosure.tsx";
import { ApplyFilters, ListingForm } from "./listing-form.tsx";
import styles from "./listing-filters.module.css";

interface Props {
  base: string;
  /** The category listed (the live count on phones counts within it); none for a search. */
  category?: number;
  state: ListingState;
  facets: Facets;
}

/** A facet value as shoppers read it ("Yes" for a boolean attribute's "true", in the page's words). */
export function facetLabel(type: string, value: string, words: { yes: string; no: string } = { yes: "Yes", no: "No" }): string {
  if (type === "boolean") return value === "true" ? words.yes : value === "false" ? words.no : value;
  return value;
}

/** The listing's filters: each attribute's values with how many products have them, a price range, in stock. */
export async function ListingFilters({ base, category, state, facets }: Props) {
  const t = await getTranslations("CatalogueListing");
  const words = { yes: t("yes"), no: t("no") };
  const { price } = facets;
  return (
    <FiltersDisclosure label={isFiltered(state) ? t("filtersOn") : t("filters")}>
      <ListingForm base={base} label={t("filterProducts")} className={styles.form} pendingOnPhones={{ category }}>
        <h2 className={styles.heading}>{t("filter")}</h2>
        {state.q && <input type="hidden" name="q" value={state.q} />}
        <input type="hidden" name="sort" value={state.sort ?? ""} />
        {facets.attributes.map((facet) => (
          <fieldset key={facet.code} className={styles.group}>
            <legend className={styles.legend}>{facet.name}</legend>
            <ul className={styles.values}>
              {/* Chosen values first: a long list scrolls, and what is chosen must stay in sight. */}
              {[...facet.values].sort((a, b) => Number(!!state.attributes[facet.code]?.includes(b.value)) - Number(!!state.attributes[facet.code]?.includes(a.value))).map((v) => {
                const id = `f-${facet.code}-${v.value}`.replace(/[^\w-]/g, "_");
                return (
                  <li key={v.value}>
                    <input id={id} type="checkbox" name={`attr_${facet.code}`} value={v.value} defaultChecked={state.attributes[facet.code]?.includes(v.value)} className={styles.check} />
                    <label htmlFor={id} className={styles.valueLabel}>
                      {facetLabel(facet.type, v.value, words)} <span className={styles.count}>({formatCount(v.count)})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t("price")}</legend>
          <div className={styles.range}>
            <label className={styles.rangeField}>
              <span>{t("from")}</span>
              <input type="number" name="price_min" min={0} step="1" inputMode="numeric" defaultValue={state.priceMin ? Number(state.priceMin) : undefined} placeholder={price.min ? String(Math.floor(Number(price.min))) : undefined} className={styles.amount} />
            </label>
            <label className={styles.rangeField}>
              <span>{t("to")}</span>
              <input type="number" name="price_max" min={0} step="1" inputMode="numeric" defaultValue={state.priceMax ? Number(state.priceMax) : undefined} placeholder={price.max ? String(Math.ceil(Number(price.max))) : undefined} className={styles.amount} />
            </label>
          </div>
          {price.min && price.max && (
            <p className={styles.hint}>{t("priceHere", { min: formatMoney(price.min), max: formatMoney(price.max) })}</p>
          )}
        </fieldset>
        <div className={styles.group}>
          <input id="f-in-stock" type="checkbox" name="in_stock" value="1" defaultChecked={state.inStock} className={styles.check} />
          <label htmlFor="f-in-stock" className={styles.valueLabel}>
            {t("inStockOnly")}
          </label>
        </div>
        <ApplyFilters
          className={styles.apply}
          labels={{ show: t("showProducts"), counting: t("counting"), none: t("noResults"), showOne: t.raw("showOne") as string, showOther: t.raw("showOther") as string, matchOne: t.raw("matchOne") as string, matchOther: t.raw("matchOther") as string }}
        />
        {isFiltered(state) && (
          <a href={listingPath(base, { q: state.q, sort: state.sort })} className={styles.clear}>
            {t("clear")}
          </a>
        )}
      </ListingForm>
    </FiltersDisclosure>
  );
}
