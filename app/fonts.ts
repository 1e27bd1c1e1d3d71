// Fonts come from npm (@fontsource) through next/font/local, so builds work offline.
// The "latin" files hold no ₹ (U+20B9); it lives in "latin-ext". The latin-ext faces are declared with
// their unicode-range and come first in the font stacks (globals.css): the browser uses them only for
// characters in that range (₹ among them) and fetches them only on pages that have such a character.
// They must come before the latin family, whose stack ends in system fonts that would supply a ₹ of
// their own.
import localFont from "next/font/local";

export const sans = localFont({
  src: [
    { path: "../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2", weight: "600", style: "normal" },
  ],
  variable: "--font-sans",
  display: "swap",
  fallback: ["system-ui", "Segoe UI", "Roboto", "Noto Sans", "Helvetica Neue", "Arial", "sans-serif"],
});

export const sansExt = localFont({
  src: [
    { path: "../node_modules/@fontsource/inter/files/inter-latin-ext-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/inter/files/inter-latin-ext-600-normal.woff2", weight: "600", style: "normal" },
  ],
  variable: "--font-sans-ext",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  // Font loader options must be literals (Next reads them at compile time): the latin-ext range of @fontsource.
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
    },
  ],
});

export const display = localFont({
  src: [
    { path: "../node_modules/@fontsource/fraunces/files/fraunces-latin-500-normal.woff2", weight: "500", style: "normal" },
  ],
  variable: "--font-display",
  display: "swap",
  fallback: ["Georgia", "Cambria", "Times New Roman", "serif"],
});

// Hindi pages: Noto Sans Devanagari, declared with the Devanagari range only, so English pages never fetch
// it (the browser loads a face only for characters in its range) and Hindi text never falls back to
// whatever the device has (docs/decisions/0179). First in the stacks, as the latin-ext faces are.
export const devanagari = localFont({
  src: [
    { path: "../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2", weight: "600", style: "normal" },
  ],
  variable: "--font-devanagari",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09" }],
});
