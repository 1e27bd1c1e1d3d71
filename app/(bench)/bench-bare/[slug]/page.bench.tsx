// For `npm run bench` only (next.config.js gives ".bench.tsx" to the bench's build alone): a page with
// nothing in it and no shop frame, one per path: its first view is what Next's on-demand prerender of
// a Cache Components page costs by itself on this machine.
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";

export function generateStaticParams() {
  return [{ slug: BUILD_PLACEHOLDER }];
}

export default async function EmptyPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return <p>{slug}</p>;
}
