"use client";
// The product page's 360° view, below the product's details. Its code (turning by drag, keys and
// buttons; loading every frame) comes once the page has loaded, so it does not hold up the page's first
// load; until then, and without JavaScript, the page shows `children`: the server-drawn SpinPoster
// (docs/decisions/0065).
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";

const SpinViewer = lazy(() => import("./spin-viewer.tsx").then((m) => ({ default: m.SpinViewer })));

interface SpinViewerSlotProps {
  frames: string[];
  title: string;
  /** What stands in for the viewer until its code has come. */
  children: ReactNode;
}

/** Runs `fn` once the page's load event has fired (at once if it has); returns the cancel. */
function afterLoad(fn: () => void): () => void {
  if (document.readyState === "complete") {
    fn();
    return () => {};
  }
  window.addEventListener("load", fn, { once: true });
  return () => window.removeEventListener("load", fn);
}

export function SpinViewerSlot({ frames, title, children }: SpinViewerSlotProps) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);
  if (!loaded) return children;
  return (
    <Suspense fallback={children}>
      <SpinViewer frames={frames} title={title} />
    </Suspense>
  );
}
