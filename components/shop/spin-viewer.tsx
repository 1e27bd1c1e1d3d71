"use client";
// A 360° view: frames of the product on a turntable. Dragging (mouse or finger) turns it, and so do
// the arrow keys when it has focus (it is a slider: Home and End go to the first and last angle) and the
// two buttons. Frames load progressively: the first at once; once the view is on screen, every frame's
// small copy in order (so turning works early), then the full frames.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { ArrowLeftIcon, ArrowRightIcon, RotateIcon } from "@/components/ui/icons.tsx";
import { IMAGE_WIDTHS, sizedKey } from "@/lib/storage/image-sizes.ts";
import styles from "./spin-viewer.module.css";

/** Frames are stored 800 px wide: their one smaller copy is the first pass. */
const SMALL = IMAGE_WIDTHS[0];
/** Frames loading at once. */
const PARALLEL = 4;
/** Pixels of drag per frame. */
const DRAG_STEP = 8;

function load(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    img.src = src;
  });
}

export function SpinViewer({ frames, title, width = 800, height = 600 }: { frames: string[]; title: string; width?: number; height?: number }) {
  const [frame, setFrame] = useState(0);
  /** For each frame: 0 nothing loaded, 1 its small copy, 2 the full frame. */
  const [loaded, setLoaded] = useState<number[]>(() => frames.map((_, i) => (i === 0 ? 2 : 0)));
  const view = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const count = frames.length;

  useEffect(() => {
    const element = view.current;
    if (!element) return;
    let cancelled = false;
    // A few at a time, in order: each frame's small copy, then the full frames.
    const queue = [...frames.keys()].slice(1);
    const sources = [...queue.map((i) => [i, 1, sizedKey(frames[i], SMALL)] as const), ...queue.map((i) => [i, 2, frames[i]] as const)];
    const worker = async () => {
      for (let next = sources.shift(); next && !cancelled; next = sources.shift()) {
        const [i, level, src] = next;
        if (await load(src)) setLoaded((l) => l.map((v, j) => (j === i ? Math.max(v, level) : v)));
      }
    };
    const start = () => Array.from({ length: PARALLEL }, worker);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [frames]);

  const turn = (to: number) => setFrame(((to % count) + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: frame + 1, ArrowUp: frame + 1, ArrowLeft: frame - 1, ArrowDown: frame - 1, Home: 0, End: count - 1 };
    if (event.key in moves) {
      event.preventDefault();
      turn(moves[event.key]);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    drag.current = { x: event.clientX, frame };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    turn(drag.current.frame - Math.round((event.clientX - drag.current.x) / DRAG_STEP));
  }

  const degrees = Math.round((360 * frame) / count);
  const state = loaded[frame];
  const src = state === 2 ? frames[frame] : state === 1 ? sizedKey(frames[frame], SMALL) : frames[0];

  return (
    <figure className={styles.spin}>
      <div
        ref={view}
        role="slider"
        tabIndex={0}
        aria-label={`360° view of ${title}: drag, or use the arrow keys, to turn it`}
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={degrees}
        aria-valuetext={`Turned ${degrees}°`}
        className={styles.stage}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <img src={src} alt="" width={width} height={height} draggable={false} className={styles.frame} data-frame={frame} />
      </div>
      <figcaption className={styles.caption}>
        <button type="button" className={styles.turn} onClick={() => turn(frame - 1)}>
          <ArrowLeftIcon size={18} />
          <span className="visually-hidden">Turn left</span>
        </button>
        <span className={styles.label}>
          <RotateIcon size={18} /> 360° view
        </span>
        <button type="button" className={styles.turn} onClick={() => turn(frame + 1)}>
          <ArrowRightIcon size={18} />
          <span className="visually-hidden">Turn right</span>
        </button>
      </figcaption>
    </figure>
  );
}
