// The endpoints `npm run bench` loads. Add yours here: a path (with its query) on the demo shop.
export const BENCH_ENDPOINTS: { name: string; path: string }[] = [
  { name: "countries", path: "/api/v2/countries/" },
  { name: "country", path: "/api/v2/countries/IN/" },
  { name: "health", path: "/api/health/" },
  { name: "return policy", path: "/api/v2/policies/legals/return-policy/" },
];

/** The ceilings answer this endpoint's body. */
export const CEILING_REFERENCE = "/api/v2/countries/";
