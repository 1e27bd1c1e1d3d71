"use client";
// Removes a piece from the shopper's wish list, then shows the list again without it.
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useFavourite } from "./shopper.tsx";
import styles from "./wish-list.module.css";

export function RemoveFromWishList({ productId, title, label }: { productId: number; title: string; label: string }) {
  const router = useRouter();
  const { setFavourite } = useFavourite(productId);
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={styles.remove}
      disabled={pending}
      onClick={async () => {
        if (await setFavourite(false)) startTransition(() => router.refresh());
      }}
    >
      {label}<span className="visually-hidden"> {title}</span>
    </button>
  );
}
