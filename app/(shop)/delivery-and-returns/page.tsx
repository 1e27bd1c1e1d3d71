import type { Metadata } from "next";
import Link from "next/link";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { policyHref } from "@/lib/content/policies.ts";
import { ShopPhone } from "@/components/content/shop-contact.tsx";
import { CONTENT_PAGES as pages } from "@/lib/content/shop-details.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";

const LEDE = "Our own team delivers, carries your furniture to the room and assembles it.";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: "Delivery and returns", description: `${LEDE} Charges, delivery times and how to return a piece.`, path: pages.delivery.href });
}

export default function DeliveryPage() {
  return (
    <ContentPage title="Delivery and returns" href={pages.delivery.href} lede={LEDE}>
      <div className={styles.prose}>
        <h2>Delivery charges and times</h2>
        <p>Enter your pincode at checkout to see the methods, charges and dates for your address. Prices include GST.</p>
        <table>
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Metro cities</th>
              <th scope="col">Rest of India</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Standard delivery</th>
              <td>₹499, free above ₹25,000</td>
              <td>₹799, free above ₹40,000</td>
              <td>5–8 working days</td>
            </tr>
            <tr>
              <th scope="row">Express delivery (ready-to-ship pieces)</th>
              <td>₹1,499</td>
              <td>₹2,499</td>
              <td>2–3 working days</td>
            </tr>
          </tbody>
        </table>
        <p>Made-to-order pieces show their own lead time on the product page. We do not yet deliver to the Andaman and Nicobar Islands, Ladakh or Lakshadweep.</p>
        <h2>On the day</h2>
        <ul>
          <li>We call before we come. Our team unpacks, places and assembles large furniture, and takes the packaging away.</li>
          <li>Please check that the piece fits through doors, lifts and staircases: every product page lists its dimensions.</li>
          <li>Check each piece before you sign the delivery note, and note any damage on it.</li>
        </ul>
        <h2>Returns</h2>
        <p>
          Most products can be returned within 10 days of delivery if they are unused and complete. We collect them from your home; for
          change-of-mind returns of large furniture a reverse-pickup charge of ₹999 is deducted from the refund, and there is no charge for
          damaged or wrong products. Made-to-order pieces, opened bed linen and cushion fillers cannot be returned. The full rules are in our{" "}
          <Link href={policyHref("return-policy")}>return and refund policy</Link>.
        </p>
        <h2>Questions</h2>
        <p>
          Call us on <ShopPhone />, <Link href={pages.contact.href}>send us a message</Link>, or read
          the <Link href={pages.faq.href}>questions shoppers ask most</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
