"use client";
// The basket page: the display basket (GET /api/v2/_basket/, first drawn from what the server rendered)
// and the basket's vouchers (GET /api/v2/basket/), kept in react-query. A quantity change or a removal
// shows at once; the shop's answer then replaces the totals, or the change is undone and the API's
// message shown beside the line. The header's basket count follows every answer.
import { Link } from "@/components/i18n/link.tsx";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { updateShopper, useShopper } from "@/components/shop/shopper.tsx";
import button from "@/components/ui/button.module.css";
import { callApi, fetchBasket, fetchDisplayBasket, itemCount, reasonMessage, type BasketJson, type DisplayBasket, type DisplayLine } from "./api.ts";
import { BasketLines } from "./basket-lines.tsx";
import { BasketTotals } from "./basket-totals.tsx";
import { BuyingQueries } from "./queries.tsx";
import { VoucherForm } from "./voucher-form.tsx";
import styles from "./basket.module.css";

const DISPLAY = ["basket", "display"] as const;
const SUMMARY = ["basket", "summary"] as const;

interface BasketViewProps {
  initial: DisplayBasket | null;
  initialSummary: BasketJson | null;
  optionNames: Record<string, string>;
  /** Lines that left the basket on their own ("'X' is no longer available"), told once (docs/decisions/0018). */
  notices?: string[];
  /** What a basket form posted without JavaScript did ("… added to your basket."). */
  initialStatus?: string;
}

function withLine(basket: DisplayBasket, lineId: number, quantity: number | null): DisplayBasket {
  const lines = quantity === null ? basket.lines.filter((l) => l.id !== lineId) : basket.lines.map((l) => (l.id === lineId ? { ...l, quantity } : l));
  return { ...basket, lines };
}

function Basket({ initial, initialSummary, optionNames, notices = [], initialStatus = "" }: BasketViewProps) {
  const client = useQueryClient();
  const pincode = useShopper()?.location?.pincode ?? null;
  const display = useQuery({ queryKey: DISPLAY, queryFn: fetchDisplayBasket, initialData: initial ?? undefined });
  const summary = useQuery({ queryKey: SUMMARY, queryFn: fetchBasket, initialData: initialSummary ?? undefined });
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [status, setStatus] = useState(initialStatus);
  const t = useTranslations("Basket");
  const seenPincode = useRef(pincode);

  // A new delivery pincode changes the shipping estimate and the delivery dates.
  useEffect(() => {
    if (pincode === seenPincode.current) return;
    seenPincode.current = pincode;
    void client.invalidateQueries({ queryKey: DISPLAY });
  }, [pincode, client]);

  async function refresh(): Promise<BasketJson> {
    const [basket, vouchers] = await Promise.all([
      client.fetchQuery({ queryKey: DISPLAY, queryFn: fetchDisplayBasket, staleTime: 0 }),
      client.fetchQuery({ queryKey: SUMMARY, queryFn: fetchBasket, staleTime: 0 }),
    ]);
    updateShopper((s) => ({ ...s, basket_count: itemCount(basket) }));
    return vouchers;
  }

  const change = useMutation({
    mutationFn: async ({ line, quantity }: { line: DisplayLine; quantity: number | null }) => {
      const path = `/api/v2/baskets/${display.data?.id}/lines/${line.id}/`;
      const answer = await (quantity === null ? callApi(path, { method: "DELETE" }) : callApi(path, { method: "PATCH", body: { quantity } })).catch(() => null);
      if (!answer || answer.status >= 300) throw new Error(reasonMessage(answer));
    },
    onMutate: async ({ line, quantity }) => {
      await client.cancelQueries({ queryKey: DISPLAY });
      const before = client.getQueryData<DisplayBasket>(DISPLAY);
      if (before) {
        const after = withLine(before, line.id, quantity);
        client.setQueryData(DISPLAY, after);
        updateShopper((s) => ({ ...s, basket_count: itemCount(after) }));
      }
      setErrors((e) => ({ ...e, [line.id]: "" }));
      setStatus("");
      return { before };
    },
    onError: (error, { line }, context) => {
      if (context?.before) {
        client.setQueryData(DISPLAY, context.before);
        updateShopper((s) => ({ ...s, basket_count: itemCount(context.before!) }));
      }
      setErrors((e) => ({ ...e, [line.id]: error.message }));
    },
    onSuccess: (_data, { line, quantity }) => setStatus(quantity === null ? t("removed", { title: line.product.title }) : t("changed", { title: line.product.title, quantity })),
    onSettled: () => refresh(),
  });

  if (!display.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t("title")}</h1>
        <p role="status">{display.isError ? display.error.message : t("loading")}</p>
      </div>
    );
  }
  const basket = display.data;
  const count = itemCount(basket);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {t("title")}
        {count > 0 && <span className={styles.count}> {t("count", { count })}</span>}
      </h1>
      <p role="status" className={status ? styles.status : "visually-hidden"}>
        {status}
      </p>
      {notices.length > 0 && (
        <div role="alert" className={styles.notices}>
          {notices.map((notice, i) => (
            <p key={i}>{notice}</p>
          ))}
        </div>
      )}
      {basket.lines.length === 0 ? (
        <div className={styles.empty}>
          <p>{t("empty")}</p>
          <Link href="/" className={button.primary}>
            {t("browse")}
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <BasketLines
            basketId={basket.id}
            lines={basket.lines}
            optionNames={optionNames}
            errors={errors}
            onQuantity={(line, quantity) =>
              // Back to the quantity the basket holds: nothing to send, and an earlier refusal no longer holds.
              quantity === line.quantity ? setErrors((e) => ({ ...e, [line.id]: "" })) : change.mutate({ line, quantity })
            }
            onRemove={(line) => change.mutate({ line, quantity: null })}
          />
          <aside className={styles.side} aria-label={t("summary")}>
            <VoucherForm
              applied={summary.data?.voucher_discounts ?? []}
              onChanged={async (message) => {
                const vouchers = await refresh();
                // An empty message clears the last one (a replaced voucher is told beside the voucher).
                setStatus(message);
                return vouchers.voucher_discounts;
              }}
            />
            <BasketTotals basket={basket} />
            <Link href="/checkout/" prefetch={false} className={`${button.primary} ${styles.checkout}`}>
              {t("checkout")}
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}

export function BasketView(props: BasketViewProps) {
  return (
    <BuyingQueries>
      <Basket {...props} />
    </BuyingQueries>
  );
}
