import { Link } from "@/components/i18n/link.tsx";
import { ContactForm } from "@/components/content/contact-form.tsx";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "./contact.module.css";
import { CONTENT_PAGES as pages, shopEmail } from "@/lib/content/shop-details.ts";
import { loadShopDetails } from "@/lib/storefront/shop-details.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { textsOf, translator } from "@/lib/i18n/texts.ts";
import { titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.ContentContact.title, description: `${t.ContentContact.lede} ${t.ContentContact.description}`, path: pages.contact.href }));

async function ContactPage() {
  const email = shopEmail();
  const [details, t, form] = await Promise.all([loadShopDetails(), translator("ContentContact"), textsOf("ContentContactForm")]);
  return (
    <ContentPage title={t("title")} href={pages.contact.href} wide lede={t("lede")}>
      <div className={styles.layout}>
        <section aria-labelledby="contact-ways" className={styles.ways}>
          <h2 id="contact-ways" className={styles.heading}>
            {t("care")}
          </h2>
          <dl className={styles.list}>
            {details && (
              <>
                <dt>{t("phone")}</dt>
                <dd>
                  <a href={details.phone.href}>{details.phone.display}</a>
                  <br />
                  {details.hours}
                </dd>
              </>
            )}
            <dt>{t("email")}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
            {details && (
              <>
                <dt>{t("workshop")}</dt>
                <dd>
                  <address>
                    {details.address.map((line) => (
                      <span key={line} className={styles.line}>
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
                <dt>{t("registered")}</dt>
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
            {t.rich("more", { faq: (chunks) => <Link href={pages.faq.href}>{chunks}</Link>, delivery: (chunks) => <Link href={pages.delivery.href}>{chunks}</Link> })}
          </p>
        </section>
        <ContactForm texts={form} />
      </div>
    </ContentPage>
  );
}

export default localized(ContactPage);
