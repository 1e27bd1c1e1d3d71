import { notFound } from "next/navigation";
import { localized } from "@/lib/i18n/localized.tsx";
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";

// Prerendered once for a path that names nothing, as the shop's other dynamic routes are: every other
// path renders its 404 when asked.
export function generateStaticParams() {
  return [{ missing: [BUILD_PLACEHOLDER] }];
}

// An address in a language that names no page ("/hi/no-such-page/", and "/no-such-page/", which
// next.config.js rewrites to "/en/no-such-page/"): the 404 of its language (../not-found.tsx), where the root's
// would be English whatever the address (docs/decisions/0186).
function MissingPage(): never {
  notFound();
}

export default localized(MissingPage);
