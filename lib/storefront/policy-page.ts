// A policy page's content. Policies have no change events yet: a staff edit shows within five minutes.
import { cacheLife, cacheTag } from "next/cache";
import { findPolicy, type PolicyJson } from "@/lib/content/policies.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";

export const POLICIES_TAG = "content:policies";

export async function loadPolicy(slug: string): Promise<PolicyJson | null> {
  "use cache";
  cacheLife("content");
  cacheTag(POLICIES_TAG);
  if (duringBuild()) return null;
  return findPolicy(slug);
}
