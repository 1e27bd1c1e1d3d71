import type { ProductAttribute } from "@/lib/catalogue/product-detail.ts";
import styles from "./product-attributes.module.css";

interface Labels {
  details: string;
  yes: string;
  no: string;
}

const shown = (value: ProductAttribute["value"], labels: Labels) => (Array.isArray(value) ? value.join(", ") : value === "true" ? labels.yes : value === "false" ? labels.no : value);

/** A product's attributes as a two-column table (a variant's own values after its family's), in the page's words. */
export function ProductAttributes({ attributes, labels }: { attributes: ProductAttribute[]; labels: Labels }) {
  if (!attributes.length) return null;
  return (
    <section aria-labelledby="product-attributes" className={styles.attributes}>
      <h2 id="product-attributes" className={styles.attributesTitle}>
        {labels.details}
      </h2>
      <table className={styles.table}>
        <tbody>
          {attributes.map((a) => (
            <tr key={a.code}>
              <th scope="row">{a.name}</th>
              <td>{shown(a.value, labels)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
