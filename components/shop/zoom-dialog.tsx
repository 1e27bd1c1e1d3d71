"use client";
// The gallery's picture at full size in a modal dialog (product-gallery.tsx loads it on the first
// "Zoom"): the arrow keys move through the pictures; Escape, the close button or a click beside the
// picture closes it, and the browser gives focus back to the picture's button.
import { useEffect, useRef } from "react";
import { CloseIcon } from "@/components/ui/icons.tsx";
import type { Picture } from "@/lib/storefront/product-model.ts";
import styles from "./zoom-dialog.module.css";

interface ZoomDialogProps {
  picture: Picture;
  /** 1-based place of the picture among `count`. */
  position: number;
  count: number;
  title: string;
  onStep: (by: number) => void;
  onClose: () => void;
}

export default function ZoomDialog({ picture, position, count, title, onStep, onClose }: ZoomDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={`${title}: pictures`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") onStep(1);
        if (event.key === "ArrowLeft") onStep(-1);
      }}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <div className={styles.dialogBar}>
        <p className={styles.dialogCount}>
          {position} / {count}
        </p>
        {/* biome-ignore lint/a11y/noAutofocus: the open dialog puts the focus on its Close button */}
        <button type="button" className={styles.dialogButton} onClick={() => dialog.current?.close()} autoFocus>
          <CloseIcon size={20} />
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      <img src={picture.path} alt={picture.alt} width={picture.width ?? undefined} height={picture.height ?? undefined} className={styles.full} />
    </dialog>
  );
}
