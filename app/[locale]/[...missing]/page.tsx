import { notFound } from "next/navigation";
import { localized } from "@/lib/i18n/localized.tsx";

// An address in a language that names no page ("/hi/no-such-page/", and "/no-such-page/", which
// next.config.js rewrites to "/en/no-such-page/"): the 404 of its language (../not-found.tsx), where the root's
// would be English whatever the address (docs/decisions/0186).
function MissingPage(): never {
  notFound();
}

export default localized(MissingPage);
