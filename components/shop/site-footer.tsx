import Link from "next/link";
import { NewsletterBox } from "@/components/content/newsletter-box.tsx";
import { config } from "@/lib/config.ts";
import { policyHref } from "@/lib/content/policies.ts";
import { CONTENT_PAGES as pages, shopEmail } from "@/lib/content/shop-details.ts";
import { loadShopDetails } from "@/lib/storefront/shop-details.ts";
import styles from "./site-footer.module.css";

const groups = [
  { title: "Help", links: [{ href: "/orders/track/", label: "Track your order" }, pages.contact, pages.delivery, { href: policyHref("return-policy"), label: "Returns and refunds" }, pages.faq] },
  { title: "Company", links: [pages.about, pages.careers, pages.gallery, pages.showroom, pages.downloads] },
  {
    title: "Policies",
    links: [
      { href: policyHref("privacy-policy"), label: "Privacy policy" },
      { href: policyHref("terms-and-conditions"), label: "Terms and conditions" },
      { href: policyHref("return-policy"), label: "Return and refund policy" },
    ],
  },
];

/** The last lines of every footer of the shop: who and where the shop is, and what its prices include. */
export async function FooterLegal() {
  const details = await loadShopDetails();
  return (
    <div className={styles.legal}>
      {details && (
        <p>
          {details.legalName} · {details.address.join(", ")}
          {details.gstin && ` · GSTIN ${details.gstin}`}
        </p>
      )}
      <p>Prices are in Indian rupees and include GST.</p>
    </div>
  );
}

export async function SiteFooter() {
  const shop = config().SHOP_NAME;
  const email = shopEmail();
  const details = await loadShopDetails();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{shop}</p>
          <p className={styles.tagline}>Solid-wood furniture and handmade decor, crafted in Jodhpur and delivered across India.</p>
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
          <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`} className={styles.group}>
            <h2 id={`footer-${group.title.toLowerCase()}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} prefetch={false} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.newsletter}>
          <NewsletterBox />
        </div>
      </div>
      <FooterLegal />
    </footer>
  );
}
