import type { ProductAttribute } from "@/lib/catalogue/product-detail.ts";
import styles from "./product-attributes.module.css";

const shown = (value: ProductAttribute["value"]) => (Array.isArray(value) ? value.join(", ") : value === "true" ? "Yes" : value === "false" ? "No" : value);

/** A product's attributes as a two-column table (a variant's own values after its family's). */
export function ProductAttributes({ attributes }: { attributes: ProductAttribute[] }) {
  if (!attributes.length) return null;
  return (
    <section aria-labelledby="product-attributes" className={styles.attributes}>
      <h2 id="product-attributes" className={styles.attributesTitle}>
        Details
      </h2>
      <table className={styles.table}>
        <tbody>
          {attributes.map((a) => (
            <tr key={a.code}>
              <th scope="row">{a.name}</th>
              <td>{shown(a.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
