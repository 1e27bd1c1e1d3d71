"use client";
// Sharing the wish list: a Private list gets a link anyone can open once shared (its visibility
// becomes Shared, PATCH /api/v2/wishlist/{id}/); the link can be copied, and sharing stopped.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { Messages } from "@/lib/i18n/messages.ts";
import styles from "./wish-list.module.css";

/** `texts`: its words in the page's language (messages AccountWishList). */
export function WishListShare({ listId, shareUrl, texts: t }: { listId: number; shareUrl: string | null; texts: Messages["AccountWishList"] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState("");

  async function setShared(shared: boolean) {
    const response = await fetch(`/api/v2/wishlist/${listId}/`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ visibility: shared ? "Shared" : "Private" }),
      credentials: "same-origin",
    });
    setMessage(response.ok ? (shared ? t.shared : t.private) : t.failed);
    if (response.ok) startTransition(() => router.refresh());
  }

  async function copy() {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setMessage(t.copied);
    } catch {
      setMessage(t.copyByHand);
    }
  }

  return (
    <section aria-labelledby="share-title" className={styles.share}>
      <h2 id="share-title" className={styles.shareTitle}>
        {t.shareTitle}
      </h2>
      {shareUrl ? (
        <>
          <label htmlFor="share-link" className={styles.shareLabel}>
            {t.shareLabel}
          </label>
          <div className={styles.shareRow}>
            <input id="share-link" readOnly value={shareUrl} className={styles.shareLink} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className={styles.button} onClick={copy}>
              {t.copy}
            </button>
            <button type="button" className={styles.secondary} disabled={pending} onClick={() => setShared(false)}>
              {t.stop}
            </button>
          </div>
        </>
      ) : (
        <div className={styles.shareRow}>
          <p className={styles.shareLabel}>{t.onlyYou}</p>
          <button type="button" className={styles.button} disabled={pending} onClick={() => setShared(true)}>
            {t.share}
          </button>
        </div>
      )}
      <p role="status" className={styles.status}>
        {message}
      </p>
    </section>
  );
}
