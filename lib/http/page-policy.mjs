// @ts-check
// The shop's pages share one static Content-Security-Policy, so that a cached rendering can be served
// to anyone (a per-request nonce would force every page to render per request). Next sends the data
// for hydration in inline <script> tags whose text differs per page, so scripts need 'unsafe-inline'
// (hashes cannot be known in advance); everything else is held to the shop's own origin. next.config.js
// sends it with every page but the order's payment page, whose form goes to the payment provider's
// checkout: Next's proxy sends that page's policy, with the provider's origin (known only at run time).

/**
 * @param {{ dev: boolean, formActions?: string[] }} opts
 * @returns {string}
 */
export function pagePolicy({ dev, formActions = [] }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActions].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The paths next.config.js does not send the static policy to (the proxy sends theirs). */
export const OWN_POLICY_PAGES = "(?:hi/)?orders/[^/]+/pay/";
