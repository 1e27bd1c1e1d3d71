"use client";
// Sharing the wish list: a Private list gets a link anyone can open once shared (its visibility
// becomes Shared, PATCH /api/v2/wishlist/{id}/); the link can be copied, and sharing stopped.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import styles from "./wish-list.module.css";

export function WishListShare({ listId, shareUrl }: { listId: number; shareUrl: string | null }) {
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
    setMessage(response.ok ? (shared ? "Your list can now be opened with its link." : "Your list is private again.") : "That did not work: please try again.");
    if (response.ok) startTransition(() => router.refresh());
  }

  async function copy() {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setMessage("Link copied.");
    } catch {
      setMessage("Copy the link from the box.");
    }
  }

  return (
    <section aria-labelledby="share-title" className={styles.share}>
      <h2 id="share-title" className={styles.shareTitle}>
        Share your list
      </h2>
      {shareUrl ? (
        <>
          <label htmlFor="share-link" className={styles.shareLabel}>
            Anyone with this link can see your list
          </label>
          <div className={styles.shareRow}>
            <input id="share-link" readOnly value={shareUrl} className={styles.shareLink} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className={styles.button} onClick={copy}>
              Copy link
            </button>
            <button type="button" className={styles.secondary} disabled={pending} onClick={() => setShared(false)}>
              Stop sharing
            </button>
          </div>
        </>
      ) : (
        <div className={styles.shareRow}>
          <p className={styles.shareLabel}>Only you can see this list.</p>
          <button type="button" className={styles.button} disabled={pending} onClick={() => setShared(true)}>
            Share with a link
          </button>
        </div>
      )}
      <p role="status" className={styles.status}>
        {message}
      </p>
    </section>
  );
}
