"use client";
// Moves focus to an element once the change that shows it is on the screen: after an answer, the
// element to focus (an alert, a heading, a button) may only exist after React has drawn the new state,
// so focusing it in the same tick, or in a frame callback that can run first, may find nothing.
import { useEffect, useRef, useState } from "react";

/** Answers `focusAfterRender(find)`: after the next render, focuses what `find` returns (if anything). */
export function useFocusAfterRender(): (find: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [, rendered] = useState(0);

  useEffect(() => {
    const find = pending.current;
    if (!find) return;
    pending.current = null;
    find()?.focus();
  });

  return (find) => {
    pending.current = find;
    rendered((n) => n + 1);
  };
}
