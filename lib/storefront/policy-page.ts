// A policy page's content. A staff edit expires its tag in the server that saved it, which renders the
// page again at once (lib/admin/content/policies.ts); other servers show it within the cache's life.
import { cacheLife, cacheTag } from "next/cache";
import { findPolicy, type PolicyJson } from "@/lib/content/policies.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { POLICIES_TAG } from "@/lib/page-cache/tags.ts";

export async function loadPolicy(slug: string): Promise<PolicyJson | null> {
  "use cache";
  cacheLife("content");
  cacheTag(POLICIES_TAG);
  if (duringBuild()) return null;
  return findPolicy(slug);
}
