// For `npm run bench` only: the empty shop page (bench-empty) under a layout without the shop's frame,
// one per path: its first view is what Next's on-demand prerender of a Cache Components page costs by
// itself on this machine.
export { default, generateStaticParams } from "@/app/[locale]/(shop)/bench-empty/[slug]/page.bench.tsx";
