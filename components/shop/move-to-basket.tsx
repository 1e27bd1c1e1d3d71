"use client";
// "Move to basket" on the wish list (POST /api/v2/wishlist/move-to-basket/): the piece goes into the
// basket and off the list, then the list shows again without it. A family's card leads to its page to
// choose a variant; a refusal ("Engraving is required.") is said under the card with a link to the piece.
import { Link } from "@/components/i18n/link.tsx";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { callApi, itemCount, NO_CONNECTION, reasonMessage, type DisplayBasket } from "@/components/buying/api.ts";
import { fill } from "@/lib/i18n/fill.ts";
import { updateShopper } from "./shopper.tsx";
import styles from "./wish-list.module.css";

interface MoveToBasketProps {
  productId: number;
  title: string;
  href: string;
  /** A family's parent: a variant is chosen on its page. */
  isFamily: boolean;
  canBuy: boolean;
  texts: { chooseVariant: string; ofTitle: string; moving: string; move: string; see: string };
}

export function MoveToBasket({ productId, title, href, isFamily, canBuy, texts: t }: MoveToBasketProps) {
  const router = useRouter();
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const [pending, startTransition] = useTransition();
  const id = useId();
  if (isFamily)
    return (
      <Link href={href} className={styles.move}>
        {t.chooseVariant}<span className="visually-hidden">{fill(t.ofTitle, { title })}</span>
      </Link>
    );
  if (!canBuy) return null;

  async function move() {
    setProblem("");
    setBusy(true);
    const answer = await callApi("/api/v2/wishlist/move-to-basket/", { method: "POST", body: { product: productId } }).catch(() => null);
    setBusy(false);
    if (answer?.status === 200) {
      const count = itemCount(answer.data as DisplayBasket);
      updateShopper((s) => ({ ...s, basket_count: count, favourites: s.favourites.filter((f) => f !== productId) }));
      startTransition(() => router.refresh());
    } else if (answer?.status === 404) startTransition(() => router.refresh()); // moved already (another tab)
    else setProblem(answer ? reasonMessage(answer) : NO_CONNECTION);
  }

  return (
    <>
      <button type="button" className={styles.move} disabled={busy || pending} onClick={() => void move()} aria-describedby={problem ? id : undefined}>
        {busy || pending ? t.moving : t.move}
        <span className="visually-hidden"> {title}</span>
      </button>
      {problem && (
        <p id={id} role="alert" className={styles.problem}>
          {problem}{" "}
          <Link href={href}>{fill(t.see, { title })}</Link>
        </p>
      )}
    </>
  );
}
