import { Link } from "@/components/i18n/link.tsx";
import tabs from "@/components/content/tabs.module.css";
import { careersHref, type JobFilterState } from "@/lib/storefront/careers-path.ts";
import type { CareersPageData, PositionCard } from "@/lib/storefront/careers-page.ts";
import styles from "./positions.module.css";
import { translator } from "@/lib/i18n/texts.ts";

function FilterGroup({ label, all, field, values, filters }: { label: string; all: string; field: keyof JobFilterState; values: string[]; filters: JobFilterState }) {
  const options = [{ value: null, text: all }, ...values.map((v) => ({ value: v, text: v }))];
  return (
    <nav aria-label={label} className={styles.group}>
      <h2 className={styles.groupTitle}>{label}</h2>
      <ul className={tabs.chips}>
        {options.map((o) => (
          <li key={o.text}>
            <Link href={careersHref({ ...filters, [field]: o.value })} className={tabs.chip} aria-current={filters[field] === o.value ? "page" : undefined} scroll={false}>
              {o.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function PositionMeta({ position }: { position: PositionCard }) {
  const t = await translator("ContentCareers");
  return (
    <dl className={styles.meta}>
      <div>
        <dt>{t("department")}</dt>
        <dd>{position.department}</dd>
      </div>
      <div>
        <dt>{t("location")}</dt>
        <dd>{position.location}</dd>
      </div>
      <div>
        <dt>{t("type")}</dt>
        <dd>{position.employmentType}</dd>
      </div>
      <div>
        <dt>{t("experience")}</dt>
        <dd>{position.experience}</dd>
      </div>
      {position.closes && (
        <div>
          <dt>{t("applyBy")}</dt>
          <dd>{position.closes}</dd>
        </div>
      )}
    </dl>
  );
}

/** The open positions with their filters (links: each filter state is its own page). */
export async function Positions({ data, filters }: { data: CareersPageData; filters: JobFilterState }) {
  const { positions } = data;
  const t = await translator("ContentCareers");
  return (
    <div className={styles.layout}>
      <div className={styles.filters}>
        <FilterGroup label={t("department")} all={t("allFilter")} field="department" values={data.departments} filters={filters} />
        <FilterGroup label={t("location")} all={t("allFilter")} field="location" values={data.locations} filters={filters} />
      </div>
      <section aria-labelledby="positions-title">
        <h2 id="positions-title" className={styles.count}>
          {t("count", { count: positions.length })}
          {filters.department && ` ${t("inDepartment", { department: filters.department })}`}
          {filters.location && ` ${t("atLocation", { location: filters.location })}`}
        </h2>
        {positions.length > 0 ? (
          <ul className={styles.list}>
            {positions.map((p) => (
              <li key={p.id} className={styles.card}>
                <h3 className={styles.title}>
                  <Link href={p.href}>{p.title}</Link>
                </h3>
                <PositionMeta position={p} />
                <p className={styles.posted}>{t("posted", { date: p.posted })}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>
            {t.rich("none", { link: (chunks) => <Link href={careersHref({ department: null, location: null })}>{chunks}</Link> })}
          </p>
        )}
      </section>
    </div>
  );
}
