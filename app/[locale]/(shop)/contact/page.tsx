import type { Metadata } from "next";
import { Link } from "@/components/i18n/link.tsx";
import { ContactForm } from "@/components/content/contact-form.tsx";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "./contact.module.css";
import { CONTENT_PAGES as pages, shopEmail } from "@/lib/content/shop-details.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { loadShopDetails } from "@/lib/storefront/shop-details.ts";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";

const LEDE = "Questions about a product, an order or a delivery? We are glad to help.";

function pageMetadataOf(): Metadata {
  return pageMetadata({ title: "Contact us", description: `${LEDE} Call, write or visit our Jodhpur workshop.`, path: pages.contact.href });
}

async function ContactPage() {
  const email = shopEmail();
  const details = await loadShopDetails();
  return (
    <ContentPage title="Contact us" href={pages.contact.href} wide lede={LEDE}>
      <div className={styles.layout}>
        <section aria-labelledby="contact-ways" className={styles.ways}>
          <h2 id="contact-ways" className={styles.heading}>
            Customer care
          </h2>
          <dl className={styles.list}>
            {details && (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={details.phone.href}>{details.phone.display}</a>
                  <br />
                  {details.hours}
                </dd>
              </>
            )}
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
            {details && (
              <>
                <dt>Workshop</dt>
                <dd>
                  <address>
                    {details.address.map((line) => (
                      <span key={line} className={styles.line}>
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
                <dt>Registered as</dt>
                <dd>
                  {details.legalName}
                  {details.gstin && (
                    <>
                      <br />
                      GSTIN {details.gstin}
                    </>
                  )}
                </dd>
              </>
            )}
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

export default localized(ContactPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
