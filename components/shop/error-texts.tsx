"use client";
// The error panel's words in the page's language. An error boundary is a client component that gets only
// the error, so the shop's frame (a server component above the groups' boundaries) hands the words down in a
// context; pages outside the shop's frame (the staff pages) keep the panel's English.
import { createContext, useContext, type ReactNode } from "react";

export interface ErrorTexts {
  wentWrong: string;
  didNotLoad: string;
  ourSide: string;
  /** "Reference: {digest}" with the error's digest put in by the panel. */
  reference: string;
  tryAgain: string;
  goHome: string;
  /** The home page in the page's language ("/hi/"). */
  home: string;
}

const Texts = createContext<ErrorTexts | null>(null);

export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <Texts value={texts}>{children}</Texts>;
}

/** The words given by the shop's frame, or null outside it. */
export function useErrorTexts(): ErrorTexts | null {
  return useContext(Texts);
}
