"use client";
// The gallery's pictures, each a button that opens it large in a dialog (the lightbox). Inside, the
// arrow keys and the buttons move to the previous and next picture, Escape or "Close" shut it, and
// focus goes back to the picture it was opened from. The native <dialog> keeps focus inside it.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from "@/components/ui/icons.tsx";
import type { GalleryPicture } from "@/lib/storefront/content-view.ts";
import styles from "./gallery-grid.module.css";


export function GalleryGrid({ items, eager = 4 }: { items: GalleryPicture[]; eager?: number }) {
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const last = useRef<number | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== null && !element.open) element.showModal();
    if (open === null && element.open) element.close();
  }, [open]);

  const show = (i: number) => {
    last.current = i;
    setOpen(i);
  };
  const move = (by: number) => setOpen((i) => (i === null ? i : (i + by + items.length) % items.length));
  const onClose = () => {
    setOpen(null);
    openers.current[last.current ?? 0]?.focus();
  };
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  }

  const current = open === null ? null : items[open];
  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, i) => (
          <li key={item.id} className={styles.item}>
            <button
              type="button"
              ref={(el) => {
                openers.current[i] = el;
              }}
              className={styles.open}
              onClick={() => show(i)}
              aria-haspopup="dialog"
            >
              {/* In <picture>: React preloads no picture there (a preload in a prefetched route's payload went unused). */}
              <picture className={styles.picture}>
                <img src={item.thumbnail} alt="" width={400} height={267} loading={i < eager ? "eager" : "lazy"} className={styles.thumb} />
              </picture>
              <span className="visually-hidden">Open the picture: </span>
              <span className={styles.title}>{item.title}</span>
            </button>
            <p className={styles.meta}>
              {item.tag} · {item.date}
            </p>
          </li>
        ))}
      </ul>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="lightbox-title" onClose={onClose} onKeyDown={onKeyDown}>
        {current && (
          <div className={styles.frame}>
            <img src={current.image} alt={current.title} width={1200} height={800} className={styles.large} />
            <div className={styles.caption}>
              <h2 id="lightbox-title" className={styles.captionTitle}>
                {current.title}
              </h2>
              <p className={styles.meta}>
                {current.tag} · {current.date} · {(open ?? 0) + 1} of {items.length}
              </p>
              {current.description && <p>{current.description}</p>}
            </div>
            <div className={styles.controls}>
              <button type="button" className={styles.control} onClick={() => move(-1)} aria-label="Previous picture">
                <ArrowLeftIcon />
              </button>
              <button type="button" className={styles.control} onClick={() => move(1)} aria-label="Next picture">
                <ArrowRightIcon />
              </button>
              {/* biome-ignore lint/a11y/noAutofocus: the open dialog puts the focus on its Close button */}
              <button type="button" className={styles.control} onClick={() => dialog.current?.close()} aria-label="Close" autoFocus>
                <CloseIcon />
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
