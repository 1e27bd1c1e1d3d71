import type { Metadata } from "next";
import Link from "next/link";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { config } from "@/lib/config.ts";
import { ShopAddress } from "@/components/content/shop-contact.tsx";
import { CONTENT_PAGES as pages } from "@/lib/content/shop-details.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";

// A shop page: its own title, description, absolute canonical URL and Open Graph (lib/storefront/page-metadata.ts).
export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "About us",
    description: `${config().SHOP_NAME} makes solid-wood furniture by hand in Basni, Jodhpur: who we are, how we work and the people who sign their pieces.`,
    path: pages.about.href,
  });
}

export default function AboutPage() {
  const shop = config().SHOP_NAME;
  return (
    <ContentPage title="About us" href={pages.about.href} eyebrow={`${shop} · Jodhpur`} lede="Furniture made slowly, by people who sign their work.">
      <div className={styles.prose}>
        <p>
          {shop} began as a small joinery in Basni, Jodhpur, where carpenters have worked sheesham, mango and teak for generations. Today our
          workshop makes sofas, beds, dining sets, storage and decor, and we sell them directly to homes across India: no showroom mark-ups,
          no middlemen.
        </p>
        <h2>How we make things</h2>
        <ul>
          <li>Solid hardwood frames, joined with mortise and tenon and dowels rather than staples.</li>
          <li>Finishes rubbed in by hand, in small batches, so grain and tone vary a little from piece to piece.</li>
          <li>Cushions, durries and throws woven by artisan clusters we have worked with for years.</li>
          <li>Every piece is checked in the workshop before it is packed, and our own team delivers and assembles it.</li>
        </ul>
        <h2>Where to find us</h2>
        <p>
          Our workshop and office are at <ShopAddress />. Walk around our <Link href={pages.showroom.href}>360° showroom</Link>, see{" "}
          <Link href={pages.gallery.href}>homes we have furnished</Link>, or download our <Link href={pages.downloads.href}>catalogues and care guides</Link>.
        </p>
        <h2>Work with us</h2>
        <p>
          We are always glad to meet carpenters, upholsterers, designers and people who love looking after customers. See our{" "}
          <Link href={pages.careers.href}>open positions</Link>, or <Link href={pages.contact.href}>write to us</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
