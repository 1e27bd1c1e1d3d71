// For `npm run bench` only (next.config.js gives ".bench.tsx" to the bench's build alone): a shop page
// with nothing of its own, one per path, so that its first view costs the shop's frame and Next's
// on-demand prerender and nothing else — the floor under a product or category page's first view.
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";

export function generateStaticParams() {
  return [{ slug: BUILD_PLACEHOLDER }];
}

export default async function EmptyShopPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return <p>{slug}</p>;
}
