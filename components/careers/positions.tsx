import { Link } from "@/components/i18n/link.tsx";
import tabs from "@/components/content/tabs.module.css";
import { careersHref, type JobFilterState } from "@/lib/storefront/careers-path.ts";
import type { CareersPageData, PositionCard } from "@/lib/storefront/careers-page.ts";
import styles from "./positions.module.css";

function FilterGroup({ label, field, values, filters }: { label: string; field: keyof JobFilterState; values: string[]; filters: JobFilterState }) {
  const options = [{ value: null, text: "All" }, ...values.map((v) => ({ value: v, text: v }))];
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

export function PositionMeta({ position }: { position: PositionCard }) {
  return (
    <dl className={styles.meta}>
      <div>
        <dt>Department</dt>
        <dd>{position.department}</dd>
      </div>
      <div>
        <dt>Location</dt>
        <dd>{position.location}</dd>
      </div>
      <div>
        <dt>Type</dt>
        <dd>{position.employmentType}</dd>
      </div>
      <div>
        <dt>Experience</dt>
        <dd>{position.experience}</dd>
      </div>
      {position.closes && (
        <div>
          <dt>Apply by</dt>
          <dd>{position.closes}</dd>
        </div>
      )}
    </dl>
  );
}

/** The open positions with their filters (links: each filter state is its own page). */
export function Positions({ data, filters }: { data: CareersPageData; filters: JobFilterState }) {
  const { positions } = data;
  return (
    <div className={styles.layout}>
      <div className={styles.filters}>
        <FilterGroup label="Department" field="department" values={data.departments} filters={filters} />
        <FilterGroup label="Location" field="location" values={data.locations} filters={filters} />
      </div>
      <section aria-labelledby="positions-title">
        <h2 id="positions-title" className={styles.count}>
          {positions.length} open {positions.length === 1 ? "position" : "positions"}
          {filters.department && ` in ${filters.department}`}
          {filters.location && ` at ${filters.location}`}
        </h2>
        {positions.length > 0 ? (
          <ul className={styles.list}>
            {positions.map((p) => (
              <li key={p.id} className={styles.card}>
                <h3 className={styles.title}>
                  <Link href={p.href}>{p.title}</Link>
                </h3>
                <PositionMeta position={p} />
                <p className={styles.posted}>Posted {p.posted}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>
            No open positions match both filters just now. <Link href={careersHref({ department: null, location: null })}>See every open position</Link>.
          </p>
        )}
      </section>
    </div>
  );
}
