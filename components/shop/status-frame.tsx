import Link from "next/link";
import { cache, type ReactNode } from "react";
import { config } from "@/lib/config.ts";
import { policyHref } from "@/lib/content/policies.ts";
import { CONTENT_PAGES as pages } from "@/lib/content/shop-details.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { SearchBoxFallback } from "./search-box-fallback.tsx";
import shell from "./shop-shell.module.css";
import { FooterLegal } from "./site-footer.tsx";
import footer from "./site-footer.module.css";
import { HomeBrand } from "./site-header.tsx";
import header from "./site-header.module.css";
import { SkipLink } from "./skip-link.tsx";

const links = [
  { href: "/", label: "Home" },
  pages.contact,
  pages.delivery,
  { href: policyHref("privacy-policy"), label: "Privacy policy" },
  { href: policyHref("terms-and-conditions"), label: "Terms and conditions" },
  { href: policyHref("return-policy"), label: "Return and refund policy" },
];

/** The same links with the words and addresses of a Hindi page. */
function hindiLinks() {
  const { CatalogueListing: listing, Footer: f } = messagesOf("hi");
  const labels = [listing.home, f.contact, f.delivery, f.privacy, f.terms, f.returnPolicy];
  return links.map((link, i) => ({ href: localePath("hi", link.href), label: labels[i] }));
}

// Made once per request (and language): a page's payload holds the frame three times (not-found, and
// forbidden both at the root and in the group's layout), and React sends an element it has already sent as a
// reference to it.
const parts = cache((locale: ShopLocale) => {
  const shop = config().SHOP_NAME;
  const hindi = locale === "hi" ? messagesOf("hi") : null;
  const top = (
    <header className={header.header}>
      <div className={`${header.inner} ${header.slim}`}>
        <HomeBrand shop={shop} href={localePath(locale, "/")} />
        <div className={header.search}>
          {hindi ? (
            <SearchBoxFallback
              locale="hi"
              labels={{ search: hindi.Header.search, searchProducts: hindi.Header.searchProducts, siteSearch: hindi.Header.siteSearch, searchPlaceholder: hindi.Header.searchPlaceholder }}
            />
          ) : (
            <SearchBoxFallback />
          )}
        </div>
      </div>
    </header>
  );
  const bottom = (
    <footer className={footer.footer}>
      <nav aria-label={hindi ? hindi.CatalogueErrors.helpAndPolicies : "Help and policies"}>
        <ul className={`${footer.list} ${footer.row}`}>
          {(hindi ? hindiLinks() : links).map((link) => (
            <li key={link.href}>
              <Link href={link.href} prefetch={false} className={footer.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FooterLegal {...(hindi ? { prices: hindi.Footer.prices } : {})} />
    </footer>
  );
  return { skip: hindi ? <SkipLink label={hindi.Header.skip} /> : <SkipLink />, top, bottom };
});

/**
 * The frame of the root not-found and forbidden pages: the shop's look without its room menu, shopper
 * links or newsletter. Next puts those boundaries into the payload of every page (the forbidden one
 * twice), whether shown or not, so this frame reads no data and holds nothing per caller: the full
 * frame there drew the header's room menu and the footer three more times on every page's first view.
 * Why: docs/decisions/0076-light-status-frame.md
 */
export function StatusFrame({ children, locale = "en" }: { children: ReactNode; locale?: ShopLocale }) {
  const { skip, top, bottom } = parts(locale);
  return (
    <>
      {skip}
      {top}
      <main id="main" tabIndex={-1} className={shell.main}>
        {children}
      </main>
      {bottom}
    </>
  );
}
