"use client";
// A product class's attributes: each one's form (name, type, shoppers filter by it, place) with its
// Remove button, and the form that adds one. Plain forms posting to Server Actions (they work without
// JavaScript); a refused one keeps what was typed and shows each error beside its field.
import { useActionState } from "react";
import { removeAttributeAction, saveAttributeAction } from "@/app/admin/product-classes/actions.ts";
import { FormMessage } from "@/components/admin/form-message.tsx";
import styles from "@/components/admin/product-admin.module.css";
import button from "@/components/ui/button.module.css";
import type { FormState } from "@/lib/admin/form-state.ts";
import { ATTRIBUTE_TYPE_NAMES, ATTRIBUTE_TYPES, type AttributeTypeCode } from "@/lib/admin/product-classes/attribute-types.ts";

export interface AttributeItem {
  id: number;
  code: string;
  name: string;
  type: AttributeTypeCode;
  isFilterable: boolean;
  displayOrder: number;
  products: number;
}

function Fields({ prefix, state, value }: { prefix: string; state: FormState; value: Omit<AttributeItem, "id" | "code" | "products"> }) {
  const v = (state.values ?? {}) as Record<string, unknown>;
  const err = (k: string) => state.errors?.[k];
  const described = (k: string) => (err(k) ? `${prefix}-${k}-error` : undefined);
  const error = (k: string) =>
    err(k) && (
      <span id={`${prefix}-${k}-error`} className={styles.error}>
        {err(k)}
      </span>
    );
  const type = typeof v.type === "string" ? v.type : value.type;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${prefix}-name`}>Name</label>
        <input id={`${prefix}-name`} name="name" required maxLength={128} defaultValue={typeof v.name === "string" ? v.name : value.name} aria-invalid={!!err("name")} aria-describedby={described("name")} />
        {error("name")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${prefix}-type`}>Type</label>
        <select id={`${prefix}-type`} key={type} name="type" defaultValue={type} aria-invalid={!!err("type")} aria-describedby={described("type")}>
          {ATTRIBUTE_TYPES.map((t) => (
            <option key={t} value={t}>
              {ATTRIBUTE_TYPE_NAMES[t]}
            </option>
          ))}
        </select>
        {error("type")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${prefix}-order`}>Place</label>
        <input id={`${prefix}-order`} name="display_order" type="number" min={0} max={9999} defaultValue={v.display_order !== undefined ? String(v.display_order) : value.displayOrder} aria-invalid={!!err("display_order")} aria-describedby={described("display_order")} />
        {error("display_order")}
      </div>
      <label className={styles.checkLine}>
        <input type="checkbox" name="is_filterable" defaultChecked={typeof v.is_filterable === "boolean" ? v.is_filterable : value.isFilterable} /> Shoppers filter by it
      </label>
    </>
  );
}

export function AttributeForm({ classId, attribute }: { classId: number; attribute: AttributeItem }) {
  const [state, action, pending] = useActionState<FormState, FormData>(saveAttributeAction, {});
  const [removal, remove, removing] = useActionState<FormState, FormData>(removeAttributeAction, {});
  const prefix = `attr-${attribute.id}`;
  return (
    <li className={styles.attributeItem}>
      <form action={action} className={styles.quick} aria-label={`Attribute ${attribute.name} (${attribute.code})`}>
        <input type="hidden" name="class" value={classId} />
        <input type="hidden" name="attribute" value={attribute.id} />
        <span className={styles.code}>
          <code>{attribute.code}</code> · {attribute.products} {attribute.products === 1 ? "product" : "products"}
        </span>
        <Fields prefix={prefix} state={state} value={attribute} />
        <button type="submit" className={button.secondary} disabled={pending}>
          Save
        </button>
        <FormMessage state={state} />
      </form>
      <form action={remove} className={styles.quick} aria-label={`Remove the attribute ${attribute.name}`}>
        <input type="hidden" name="class" value={classId} />
        <input type="hidden" name="attribute" value={attribute.id} />
        <button type="submit" className={button.secondary} disabled={removing}>
          Remove {attribute.name}
        </button>
        <FormMessage state={removal} />
      </form>
    </li>
  );
}

export function NewAttributeForm({ classId }: { classId: number }) {
  const [state, action, pending] = useActionState<FormState, FormData>(saveAttributeAction, {});
  const v = (state.values ?? {}) as Record<string, unknown>;
  const codeError = state.errors?.code;
  return (
    <form action={action} className={styles.editor} aria-label="Add an attribute">
      <input type="hidden" name="class" value={classId} />
      <fieldset>
        <legend>Add an attribute</legend>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="attr-new-code">Code</label>
            <input id="attr-new-code" name="code" required maxLength={64} defaultValue={state.ok ? "" : typeof v.code === "string" ? v.code : ""} aria-invalid={!!codeError} aria-describedby={codeError ? "attr-new-code-error attr-new-code-hint" : "attr-new-code-hint"} />
            <span id="attr-new-code-hint" className={styles.hint}>
              In the shop&apos;s filter links (attr_code); it cannot change later.
            </span>
            {codeError && (
              <span id="attr-new-code-error" className={styles.error}>
                {codeError}
              </span>
            )}
          </div>
          <Fields key={state.ok ?? "new"} prefix="attr-new" state={state.ok ? {} : state} value={{ name: "", type: "option", isFilterable: true, displayOrder: 0 }} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={button.primary} disabled={pending}>
            Add attribute
          </button>
          <FormMessage state={state} />
        </div>
      </fieldset>
    </form>
  );
}
