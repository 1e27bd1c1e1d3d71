// `next build` prerenders every route once, but shop pages are rendered from the database and the
// server's configuration, which the build does not have (an embedded database may not even exist yet).
// What the build prerenders is never served (the page cache starts empty), so cached loaders answer
// "nothing" during the build instead of reading the database.

/** True while `next build` prerenders. */
export function duringBuild(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** The parameters `next build` prerenders a dynamic shop route with: one that matches nothing. */
export const BUILD_PLACEHOLDER = "_";
