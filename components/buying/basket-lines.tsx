"use client";
// The basket's lines: picture, title, options, unit price, a quantity stepper and "Remove". Changes are
// shown at once and undone with the API's own message beside the line when the shop refuses them.
// Without JavaScript each line is a form posted to /basket/lines/ ("Update" or "Remove", through the same
// services: lib/storefront/basket-forms.ts), and the page is drawn again with what it did.
import { Link } from "@/components/i18n/link.tsx";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { usePageLocale } from "@/components/i18n/locale-context.tsx";
import { localePath } from "@/lib/i18n/locale.ts";
import { sizedSources } from "@/lib/storage/image-sizes.ts";
import type { DisplayLine } from "./api.ts";
import { lineBeforeDiscount, money } from "./money.ts";
import { QuantityInput } from "./quantity-input.tsx";
import styles from "./basket.module.css";

interface BasketLinesProps {
  basketId: number;
  lines: DisplayLine[];
  optionNames: Record<string, string>;
  errors: Record<number, string>;
  onQuantity: (line: DisplayLine, quantity: number) => void;
  onRemove: (line: DisplayLine) => void;
}

function picture(url: string | null): { src: string; srcSet?: string } | null {
  if (!url) return null;
  try {
    return sizedSources(new URL(url).pathname, null);
  } catch {
    return null;
  }
}

function optionId(url: string): string {
  return /\/options\/(\d+)\/?$/.exec(url)?.[1] ?? url;
}

export function BasketLines({ basketId, lines, optionNames, errors, onQuantity, onRemove }: BasketLinesProps) {
  const t = useTranslations("CatalogueBasketLines");
  const locale = usePageLocale();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <ul className={styles.lines} aria-label={t("items")}>
      {lines.map((line) => {
        const p = line.product;
        const image = picture(p.image);
        const href = `/p/${encodeURIComponent(p.slug)}/`;
        const errorId = `line-${line.id}-error`;
        return (
          <li key={line.id} className={styles.line} data-testid="basket-line">
            <Link href={href} prefetch={false} className={styles.thumb} tabIndex={-1} aria-hidden="true">
              {image ? <img src={image.src} srcSet={image.srcSet} sizes="96px" alt="" width={96} height={96} loading="lazy" /> : <span className={styles.noImage} />}
            </Link>
            <div className={styles.lineMain}>
              <h2 className={styles.lineTitle}>
                <Link href={href} prefetch={false}>
                  {p.title}
                </Link>
              </h2>
              {line.attributes.length > 0 && (
                <ul className={styles.options} aria-label={t("options")}>
                  {line.attributes.map((a) => (
                    <li key={a.option}>
                      {optionNames[optionId(a.option)] ?? t("option")}: {a.value}
                    </li>
                  ))}
                </ul>
              )}
              <p className={styles.unit}>{t("each", { price: money(line.unit_price.incl_tax) })}</p>
              {line.warning && <p className={styles.warning}>{line.warning}</p>}
              <form className={styles.lineActions} action={localePath(locale, "/basket/lines/")} method="post" onSubmit={(e) => e.preventDefault()} aria-label={t("change", { title: p.title })}>
                <input type="hidden" name="basket" value={basketId} />
                <input type="hidden" name="line" value={line.id} />
                <QuantityInput
                  id={`line-${line.id}-quantity`}
                  value={line.quantity}
                  onChange={(q) => onQuantity(line, q)}
                  label={t("quantityOf", { title: p.title })}
                  hideLabel
                  what={p.title}
                  stepLabels={{ fewer: t("oneFewer", { title: p.title }), more: t("oneMore", { title: p.title }) }}
                  describedBy={errors[line.id] ? errorId : undefined}
                />
                {!enhanced && (
                  <button type="submit" className={styles.remove} aria-label={t("updateQuantity", { title: p.title })}>
                    {t("update")}
                  </button>
                )}
                <button
                  type="submit"
                  name="remove"
                  value="1"
                  className={styles.remove}
                  onClick={(e) => {
                    e.preventDefault();
                    onRemove(line);
                  }}
                  aria-label={t("removeTitle", { title: p.title })}
                >
                  {t("remove")}
                </button>
              </form>
              {errors[line.id] && (
                <p id={errorId} className={styles.lineError} role="alert">
                  {errors[line.id]}
                </p>
              )}
            </div>
            <p className={styles.lineTotal}>
              <span className="visually-hidden">{t("lineTotal")}</span>
              {money(lineBeforeDiscount(line))}
              {Math.round(line.line_total.incl_tax * 100) !== Math.round(lineBeforeDiscount(line) * 100) && (
                <span className={styles.afterVoucher}>{t("withVoucher", { price: money(line.line_total.incl_tax) })}</span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
