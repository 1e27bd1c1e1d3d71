import Link from "next/link";
import { config } from "@/lib/config.ts";
import styles from "./site-footer.module.css";

const groups = [
  {
    title: "Help",
    links: [
      { href: "/contact/", label: "Contact us" },
      { href: "/policies/return-policy/", label: "Returns and refunds" },
    ],
  },
  {
    title: "Company",
    links: [{ href: "/careers/", label: "Careers" }],
  },
  {
    title: "Policies",
    links: [
      { href: "/policies/privacy-policy/", label: "Privacy policy" },
      { href: "/policies/terms-and-conditions/", label: "Terms and conditions" },
    ],
  },
];

export function SiteFooter() {
  const shop = config().SHOP_NAME;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{shop}</p>
          <p className={styles.tagline}>
            Solid-wood furniture and handmade decor, crafted in Jodhpur and delivered across India.
          </p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`} className={styles.group}>
            <h2 id={`footer-${group.title.toLowerCase()}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className={styles.link}>
                    {link.label}
                  </Link>
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
