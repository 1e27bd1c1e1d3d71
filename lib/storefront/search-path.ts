// The search page's path for some words, and back: `/search/q=teak%20sofa/` — the listing path
// (listing-path.ts) of a search with nothing else chosen, written small enough for the header's search
// box, which is on every page (a test keeps the two in step).

export function searchPath(words: string): string {
  return `/search/q=${encodeURIComponent(words.trim().replace(/\s+/g, " "))}/`;
}

/** The search words of a search page's path, "" for any other path. */
export function searchWordsIn(pathname: string): string {
  const m = /^\/search\/q(?:=|%3D)([^/]*)\//i.exec(pathname);
  if (!m) return "";
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return "";
  }
}
