// The hourly limits of the shop's public forms (spec/API.md §8): 10 an hour per address each for job
// applications, newsletter sign-ups, contact messages and back-in-stock requests. The endpoints declare them as throttles; the
// pages' form actions count against the same counters with enforceFormLimit(), so a browser and an
// app share one budget per address.
import type { ThrottleRule } from "@/lib/http/endpoint-types.ts";
import { throttleAddress } from "@/lib/http/client-ip.ts";
import { enforce, rate } from "@/lib/http/throttle.ts";

export const FORM_LIMITS = {
  resumes: { scope: "resumes-ip", rate: "10/hour", by: "ip" },
  newsletter: { scope: "newsletter-ip", rate: "10/hour", by: "ip" },
  contact: { scope: "send-email-ip", rate: "10/hour", by: "ip" },
  stockAlert: { scope: "stock-alert-ip", rate: "10/hour", by: "ip" },
} as const satisfies Record<string, ThrottleRule>;

/** Counts one submission of form `kind` from `ip`; throws the documented 429 (ThrottledError) past the limit. */
export async function enforceFormLimit(kind: keyof typeof FORM_LIMITS, ip: string): Promise<void> {
  const rule = FORM_LIMITS[kind];
  // The same key endpoint() counts under for an anonymous caller's address.
  await enforce(`${rule.scope}:ip${throttleAddress(ip)}`, rate(rule.rate));
}
