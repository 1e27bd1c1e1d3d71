// Types of page-policy.mjs (plain JavaScript: next.config.js imports it too).
export function pagePolicy(opts: { dev: boolean; formActions?: string[] }): string;
export const OWN_POLICY_PAGES: string;
