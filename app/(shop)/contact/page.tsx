import type { Metadata } from "next";
import Link from "next/link";
import { ContactForm } from "@/components/content/contact-form.tsx";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "./contact.module.css";
import { CONTENT_PAGES as pages, SHOP_ADDRESS, SHOP_HOURS, SHOP_PHONE, shopEmail } from "@/lib/content/shop-details.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";

const LEDE = "Questions about a product, an order or a delivery? We are glad to help.";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: "Contact us", description: `${LEDE} Call, write or visit our Jodhpur workshop.`, path: pages.contact.href });
}

export default function ContactPage() {
  const email = shopEmail();
  return (
    <ContentPage title="Contact us" href={pages.contact.href} wide lede={LEDE}>
      <div className={styles.layout}>
        <section aria-labelledby="contact-ways" className={styles.ways}>
          <h2 id="contact-ways" className={styles.heading}>
            Customer care
          </h2>
          <dl className={styles.list}>
            <dt>Phone</dt>
            <dd>
              <a href={SHOP_PHONE.href}>{SHOP_PHONE.display}</a>
              <br />
              {SHOP_HOURS}
            </dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
            <dt>Workshop</dt>
            <dd>
              <address>
                {SHOP_ADDRESS.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </dl>
          <p className={styles.more}>
            Many answers are in our <Link href={pages.faq.href}>questions and answers</Link> and on{" "}
            <Link href={pages.delivery.href}>delivery and returns</Link>.
          </p>
        </section>
        <ContactForm />
      </div>
    </ContentPage>
  );
}
