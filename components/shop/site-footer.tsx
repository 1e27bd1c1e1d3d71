import Link from "next/link";
import { config } from "@/lib/config.ts";
import { policyHref } from "@/lib/content/policies.ts";
import styles from "./site-footer.module.css";

const groups = (contactEmail: string) => [
  {
    title: "Help",
    links: [
      { href: "/orders/track/", label: "Track your order" },
      { href: policyHref("return-policy"), label: "Returns and refunds" },
      { href: `mailto:${contactEmail}`, label: contactEmail },
    ],
  },
  {
    title: "Policies",
    links: [
      { href: policyHref("privacy-policy"), label: "Privacy policy" },
      { href: policyHref("terms-and-conditions"), label: "Terms and conditions" },
    ],
  },
];

export function SiteFooter() {
  const { SHOP_NAME: shop, STAFF_EMAIL } = config();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{shop}</p>
          <p className={styles.tagline}>
            Solid-wood furniture and handmade decor, crafted in Jodhpur and delivered across India.
          </p>
        </div>
        {groups(STAFF_EMAIL).map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`} className={styles.group}>
            <h2 id={`footer-${group.title.toLowerCase()}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.href}>
                  {link.href.startsWith("/") ? (
                    <Link href={link.href} prefetch={false} className={styles.link}>
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className={styles.link}>
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.legal}>
        <p>
          {shop} · Jodhpur, Rajasthan
        </p>
        <p>Prices are in Indian rupees and include GST.</p>
      </div>
    </footer>
  );
}
