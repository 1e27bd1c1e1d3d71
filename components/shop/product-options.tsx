import type { OptionDefinition } from "@/lib/catalogue/options.ts";
import { buyFormIdOf } from "./buy-form-id.ts";
import styles from "./product-options.module.css";

const INPUT_TYPES: Record<OptionDefinition["type"], string> = { text: "text", integer: "number", float: "number", date: "date", boolean: "checkbox" };


/**
 * The product's options (engraving text, a delivery date): fields of the buy box's form (their `form`
 * attribute), sent with the product as `option:<id>` with or without JavaScript.
 */
export function ProductOptions({ options, formId }: { options: OptionDefinition[]; formId: string }) {
  if (!options.length) return null;
  const form = buyFormIdOf(formId);
  return (
    <div id={formId} className={styles.options} role="group" aria-label="Options">
      {options.map((o) => {
        const id = `option-${o.code}`;
        const help = o.helpText ? `${id}-help` : undefined;
        const box = o.type === "boolean";
        return (
          <div key={o.id} className={box ? styles.check : styles.field}>
            {box && <input id={id} form={form} name={`option:${o.id}`} type="checkbox" value="true" aria-describedby={help} data-option-id={o.id} />}
            <label htmlFor={id} className={styles.label}>
              {o.name}
              {o.required ? <span className={styles.required}> (required)</span> : <span className={styles.optional}> (optional)</span>}
            </label>
            {!box && o.choices.length > 0 && (
              <select id={id} name={o.code} required={o.required} defaultValue="" aria-describedby={help} data-option-id={o.id} className={styles.input}>
                <option value="">{o.required ? "Choose one" : "No preference"}</option>
                {o.choices.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
            {!box && !o.choices.length && (
              <input
                id={id}
                form={form}
                name={`option:${o.id}`}
                type={INPUT_TYPES[o.type]}
                step={o.type === "float" ? "any" : undefined}
                required={o.required}
                maxLength={o.type === "text" ? 200 : undefined}
                aria-describedby={help}
                data-option-id={o.id}
                className={styles.input}
              />
            )}
            {help && (
              <p id={help} className={styles.help}>
                {o.helpText}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
