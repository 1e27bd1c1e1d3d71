"use client";
// The product editor's form: a plain form posting to the saveProduct Server Action (works without
// JavaScript); a refused save keeps what was typed and shows each error beside its field, and an edit
// conflict ("Changed by X at 14:02 — review and save again.") on top. "Preview" renders the Markdown.
import { useActionState } from "react";
import { saveProduct, type ProductFormState } from "@/app/admin/products/actions.ts";
import button from "@/components/ui/button.module.css";
import styles from "./product-admin.module.css";

export interface ProductFormData {
  id: number | null;
  structure: "standalone" | "parent" | "child";
  title: string;
  slug: string;
  description: string;
  /** Hindi texts for Hindi shoppers; empty: they see the English ones. */
  titleHi: string;
  descriptionHi: string;
  productClass: number | null;
  categories: number[];
  isPublic: boolean;
  seoTitle: string;
  seoDescription: string;
  upc: string;
  sku: string;
  price: string;
  numInStock: number | null;
  attributes: Record<string, string>;
  related: number[];
  options: number[];
  /** Its own made-to-order lead time as the form shows it (lib/admin/lead-time-input.ts). */
  lead: { leadMin: string; leadMax: string; leadUnit: "weeks" | "days" };
  /** Whose lead time applies when it has none of its own ("Furniture: made to order in 4–6 weeks"), if any. */
  inheritedLead: string | null;
  updatedAt: string;
}

interface Props {
  product: ProductFormData;
  classes: { id: number; name: string }[];
  categories: { id: number; name: string; depth: number }[];
  attributes: { code: string; name: string; classId: number | null }[];
  options: { id: number; name: string; required: boolean }[];
  relatedTitles: { id: number; title: string }[];
}

function Field({ name, label, error, hint, children }: { name: string; label: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`f-${name}`}>{label}</label>
      {children}
      {hint && (
        <span id={`f-${name}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`f-${name}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export function ProductForm({ product, classes, categories, attributes, options, relatedTitles }: Props) {
  const [state, action, pending] = useActionState<ProductFormState, FormData>(saveProduct, {});
  const v = (state.values ?? {}) as Record<string, unknown>;
  const text = (k: string, fallback: string) => (typeof v[k] === "string" ? (v[k] as string) : fallback);
  const err = (k: string) => state.errors?.[k];
  const described = (k: string, hint = false) => [hint ? `f-${k}-hint` : "", err(k) ? `f-${k}-error` : ""].filter(Boolean).join(" ") || undefined;
  const chosenOptions = Array.isArray(v.options) ? (v.options as string[]).map(Number) : product.options;
  const chosenCategories = Array.isArray(v.categories) ? (v.categories as string[]).map(Number) : product.categories;
  const classId = v.product_class !== undefined ? Number(v.product_class) || null : product.productClass;
  const attrValues = { ...product.attributes, ...((v.attributes as Record<string, string>) ?? {}) };
  const isPublic = typeof v.is_public === "boolean" ? v.is_public : product.isPublic;
  const shownAttributes = attributes.filter((a) => a.classId === null || a.classId === classId);
  const sellsItself = product.structure !== "parent";
  return (
    <form action={action} className={styles.editor} aria-label={product.id ? `Edit ${product.title}` : "New product"}>
      {state.error && (
        <p role="alert" className={styles.bannerError}>
          {state.error}
        </p>
      )}
      {product.id && <input type="hidden" name="id" value={product.id} />}
      <input type="hidden" name="updated_at" value={product.updatedAt} />
      <fieldset>
        <legend>Product</legend>
        <Field name="title" label="Title" error={err("title")}>
          <input id="f-title" name="title" required maxLength={255} defaultValue={text("title", product.title)} aria-invalid={!!err("title")} aria-describedby={described("title")} />
        </Field>
        <Field name="title_hi" label="Title (Hindi)" error={err("title_hi")} hint="Empty: Hindi pages show the English title.">
          <input id="f-title_hi" name="title_hi" lang="hi" maxLength={255} defaultValue={text("title_hi", product.titleHi)} aria-invalid={!!err("title_hi")} aria-describedby={described("title_hi", true)} />
        </Field>
        <Field name="slug" label="Address (slug)" error={err("slug")} hint={product.id ? "The shop's address /p/<slug>/; the old address keeps leading here." : "Left empty, it is made from the title."}>
          <input id="f-slug" name="slug" maxLength={200} defaultValue={text("slug", product.slug)} aria-invalid={!!err("slug")} aria-describedby={described("slug", true)} />
        </Field>
        <Field name="description" label="Description (Markdown)" error={err("description")} hint="**bold**, *italic*, lists with -, links as [text](https://…).">
          <textarea id="f-description" name="description" defaultValue={text("description", product.description)} aria-describedby={described("description", true)} />
        </Field>
        <Field name="description_hi" label="Description (Hindi, Markdown)" error={err("description_hi")} hint="Empty: Hindi pages show the English description.">
          <textarea id="f-description_hi" name="description_hi" lang="hi" defaultValue={text("description_hi", product.descriptionHi)} aria-describedby={described("description_hi", true)} />
        </Field>
        {state.preview !== undefined && (
          <section aria-label="Description preview" className={styles.preview}>
            <h2 className={styles.small}>Preview</h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by lib/content/markdown.ts, which escapes raw HTML and unsafe links. */}
            <div dangerouslySetInnerHTML={{ __html: state.preview || "<p>(empty)</p>" }} />
          </section>
        )}
        <div className={styles.actions}>
          <button type="submit" name="intent" value="preview" className={button.secondary} formNoValidate>
            Preview the description
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend>Where it is shown</legend>
        <input type="hidden" name="is_public_shown" value="1" />
        <div className={styles.checks}>
          <label>
            <input type="checkbox" name="is_public" defaultChecked={isPublic} /> Published in the shop
          </label>
        </div>
        <Field name="product_class" label="Product class" error={err("product_class")} hint="GST rate, HSN code, stock tracking and delivery follow the class.">
          <select id="f-product_class" name="product_class" defaultValue={classId ?? ""} aria-describedby={described("product_class", true)}>
            <option value="">None</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <input type="hidden" name="categories_shown" value="1" />
        <fieldset aria-describedby={err("categories") ? "f-categories-error" : undefined}>
          <legend>Categories</legend>
          <div className={styles.checks}>
            {categories.map((c) => (
              <label key={c.id}>
                <input type="checkbox" name="categories" value={c.id} defaultChecked={chosenCategories.includes(c.id)} />
                {"– ".repeat(c.depth)}
                {c.name}
              </label>
            ))}
          </div>
          {err("categories") && (
            <span id="f-categories-error" className={styles.error}>
              {err("categories")}
            </span>
          )}
        </fieldset>
      </fieldset>
      {sellsItself && (
        <fieldset>
          <legend>Price and stock</legend>
          <div className={styles.row}>
            <Field name="price" label="Price incl. GST (₹)" error={err("price")}>
              <input id="f-price" name="price" inputMode="decimal" defaultValue={text("price", product.price)} aria-invalid={!!err("price")} aria-describedby={described("price")} />
            </Field>
            <Field name="num_in_stock" label="In stock" error={err("num_in_stock")} hint="Empty: not counted.">
              <input id="f-num_in_stock" name="num_in_stock" type="number" min={0} defaultValue={v.num_in_stock !== undefined ? String(v.num_in_stock ?? "") : (product.numInStock ?? "")} aria-invalid={!!err("num_in_stock")} aria-describedby={described("num_in_stock", true)} />
            </Field>
            <Field name="sku" label="SKU" error={err("sku")}>
              <input id="f-sku" name="sku" maxLength={64} defaultValue={text("sku", product.sku)} aria-invalid={!!err("sku")} aria-describedby={described("sku")} />
            </Field>
            <Field name="upc" label="GTIN / barcode" error={err("upc")}>
              <input id="f-upc" name="upc" maxLength={64} defaultValue={text("upc", product.upc)} aria-invalid={!!err("upc")} aria-describedby={described("upc")} />
            </Field>
          </div>
        </fieldset>
      )}
      <fieldset aria-describedby="f-lead-hint">
        <legend>Made to order in</legend>
        <input type="hidden" name="lead_shown" value="1" />
        <span id="f-lead-hint" className={styles.hint}>
          {product.inheritedLead ? `Leave both empty to follow its class (${product.inheritedLead}).` : "Leave both empty when it ships from stock."} A week is 6 working days; its own time wins over its class’s, and express delivery is not offered for it.
        </span>
        <div className={styles.row}>
          <Field name="lead_min" label="Shortest" error={err("made_to_order_min_days")}>
            <input id="f-lead_min" name="lead_min" inputMode="numeric" maxLength={4} defaultValue={text("lead_min", product.lead.leadMin)} aria-invalid={!!err("made_to_order_min_days")} aria-describedby={err("made_to_order_min_days") ? "f-lead_min-error" : undefined} />
          </Field>
          <Field name="lead_max" label="Longest" error={err("made_to_order_max_days")}>
            <input id="f-lead_max" name="lead_max" inputMode="numeric" maxLength={4} defaultValue={text("lead_max", product.lead.leadMax)} aria-invalid={!!err("made_to_order_max_days")} aria-describedby={err("made_to_order_max_days") ? "f-lead_max-error" : undefined} />
          </Field>
          <Field name="lead_unit" label="Counted in">
            <select id="f-lead_unit" key={text("lead_unit", product.lead.leadUnit)} name="lead_unit" defaultValue={text("lead_unit", product.lead.leadUnit)}>
              <option value="weeks">weeks</option>
              <option value="days">working days</option>
            </select>
          </Field>
        </div>
      </fieldset>
      {shownAttributes.length > 0 && (
        <fieldset>
          <legend>Attributes</legend>
          {err("attributes") && <span className={styles.error}>{err("attributes")}</span>}
          <div className={styles.row}>
            {shownAttributes.map((a) => (
              <Field key={a.code} name={`attr_${a.code}`} label={a.name}>
                <input id={`f-attr_${a.code}`} name={`attr_${a.code}`} maxLength={500} defaultValue={attrValues[a.code] ?? ""} />
              </Field>
            ))}
          </div>
        </fieldset>
      )}
      {options.length > 0 && (
        <fieldset aria-describedby={err("options") ? "f-options-error" : undefined}>
          <legend>Options asked when buying</legend>
          <input type="hidden" name="options_shown" value="1" />
          <div className={styles.checks}>
            {options.map((o) => (
              <label key={o.id}>
                <input type="checkbox" name="options" value={o.id} defaultChecked={chosenOptions.includes(o.id)} />
                {o.name}
                {o.required ? " (must be given)" : ""}
              </label>
            ))}
          </div>
          {err("options") && (
            <span id="f-options-error" className={styles.error}>
              {err("options")}
            </span>
          )}
        </fieldset>
      )}
      <fieldset>
        <legend>Search engines and related products</legend>
        <Field name="seo_title" label="SEO title" error={err("seo_title")} hint="Empty: the product's title.">
          <input id="f-seo_title" name="seo_title" maxLength={120} defaultValue={text("seo_title", product.seoTitle)} aria-describedby={described("seo_title", true)} />
        </Field>
        <Field name="seo_description" label="SEO description" error={err("seo_description")} hint="Empty: the description's first lines.">
          <input id="f-seo_description" name="seo_description" maxLength={300} defaultValue={text("seo_description", product.seoDescription)} aria-describedby={described("seo_description", true)} />
        </Field>
        <input type="hidden" name="related_shown" value="1" />
        <Field name="related" label="Related products (product numbers, comma separated)" error={err("related")} hint={relatedTitles.length ? `Now: ${relatedTitles.map((r) => `${r.title} (#${r.id})`).join(", ")}` : "Numbers as shown in the product list (#12)."}>
          <input id="f-related" name="related" defaultValue={typeof v.related === "object" && v.related ? (v.related as string[]).join(", ") : product.related.join(", ")} aria-describedby={described("related", true)} />
        </Field>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" name="intent" value="save" className={button.primary} disabled={pending}>
          {product.id ? "Save" : "Create product"}
        </button>
      </div>
    </form>
  );
}
