import { getLocale, getTranslations } from "next-intl/server";
import { asLocale, languageTag } from "@/lib/i18n/locale.ts";
import { Link } from "@/components/i18n/link.tsx";
import { NewsletterBox } from "@/components/content/newsletter-box.tsx";
import { config } from "@/lib/config.ts";
import { policyHref } from "@/lib/content/policies.ts";
import { CONTENT_PAGES as pages, shopEmail } from "@/lib/content/shop-details.ts";
import { loadShopDetails } from "@/lib/storefront/shop-details.ts";
import styles from "./site-footer.module.css";

/** The newsletter box's words (messages' "CatalogueNewsletter"), read raw: the box puts in the address. */
const NEWSLETTER_KEYS = ["title", "lede", "email", "subscribe", "subscribing", "offline", "almost", "pending", "confirmed", "tooMany", "failed", "invalid"] as const;

// Each link's words are a key of messages/*.json's "Footer"; `id` names the group's heading.
const groups = [
  { id: "help", title: "help", links: [{ href: "/orders/track/", label: "track" }, { href: pages.contact.href, label: "contact" }, { href: pages.delivery.href, label: "delivery" }, { href: policyHref("return-policy"), label: "returns" }, { href: pages.faq.href, label: "faq" }] },
  {
    id: "company",
    title: "company",
    links: [
      { href: pages.about.href, label: "about" },
      { href: pages.careers.href, label: "careers" },
      { href: pages.gallery.href, label: "gallery" },
      { href: pages.showroom.href, label: "showroom" },
      { href: pages.downloads.href, label: "downloads" },
    ],
  },
  {
    id: "policies",
    title: "policies",
    links: [
      { href: policyHref("privacy-policy"), label: "privacy" },
      { href: policyHref("terms-and-conditions"), label: "terms" },
      { href: policyHref("return-policy"), label: "returnPolicy" },
    ],
  },
] as const;

/** The last lines of every footer of the shop: who and where the shop is, and what its prices include. */
export async function FooterLegal({ prices = "Prices are in Indian rupees and include GST." }: { prices?: string }) {
  const details = await loadShopDetails();
  return (
    <div className={styles.legal}>
      {details && (
        <p>
          {details.legalName} · {details.address.join(", ")}
          {details.gstin && ` · GSTIN ${details.gstin}`}
        </p>
      )}
      <p>{prices}</p>
    </div>
  );
}

export async function SiteFooter() {
  const shop = config().SHOP_NAME;
  const email = shopEmail();
  const [details, t, letters, locale] = await Promise.all([loadShopDetails(), getTranslations("Footer"), getTranslations("CatalogueNewsletter"), getLocale().then(asLocale)]);
  const newsletter = {
    ...(Object.fromEntries(NEWSLETTER_KEYS.map((key) => [key, letters.raw(key) as string])) as Record<(typeof NEWSLETTER_KEYS)[number], string>),
    language: languageTag(locale),
  };
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{shop}</p>
          <p className={styles.tagline}>{t("tagline")}</p>
          <address className={styles.contact}>
            {details && (
              <a href={details.phone.href} className={styles.link}>
                {details.phone.display}
              </a>
            )}
            <a href={`mailto:${email}`} className={styles.link}>
              {email}
            </a>
            {details && <span className={styles.hours}>{details.hours}</span>}
          </address>
        </div>
        {groups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`} className={styles.group}>
            <h2 id={`footer-${group.id}`} className={styles.groupTitle}>
              {t(group.title)}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} prefetch={false} className={styles.link}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.newsletter}>
          <NewsletterBox labels={newsletter} />
        </div>
      </div>
      <FooterLegal prices={t("prices")} />
    </footer>
  );
}
