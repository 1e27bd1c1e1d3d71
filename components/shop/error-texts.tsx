"use client";
// The error panel's words in the page's language. An error boundary is a client component that gets only
// the error, so the frame above each boundary (the shop's frame; the staff pages' layout, in English) hands
// the words down in a context (error-texts-of.ts makes them): the panel's bundle carries none of its own.
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

/** The words given by the frame around the boundary. */
export function useErrorTexts(): ErrorTexts {
  const texts = useContext(Texts);
  if (!texts) throw new Error("ErrorPanel outside ErrorTextsProvider");
  return texts;
}
