import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { policyHref } from "@/lib/content/policies.ts";
import { ShopPhone } from "@/components/content/shop-contact.tsx";
import { CONTENT_PAGES as pages } from "@/lib/content/shop-details.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Questions and answers",
    description: "What shoppers ask us most often: delivery and assembly, paying, returns, warranty, and looking after solid wood and cane.",
    path: pages.faq.href,
  });
}

const questions: { q: string; a: ReactNode }[] = [
  {
    q: "How much does delivery cost, and how long does it take?",
    a: (
      <>
        Standard delivery is ₹499 in metro cities (free above ₹25,000) and ₹799 elsewhere (free above ₹40,000), in 5–8 working days. See{" "}
        <Link href={pages.delivery.href}>delivery and returns</Link> for express delivery and the details.
      </>
    ),
  },
  { q: "Do you assemble the furniture?", a: <>Yes. Our own team carries large furniture to the room and assembles it, at no extra charge.</> },
  { q: "How do I pay?", a: <>Cash on delivery is available up to the limit shown at checkout; you can also pay the delivery team by UPI.</> },
  {
    q: "Can I return something?",
    a: (
      <>
        Most products can be returned within 10 days of delivery if they are unused and complete. Read the{" "}
        <Link href={policyHref("return-policy")}>return and refund policy</Link> for what cannot be returned and how refunds work.
      </>
    ),
  },
  {
    q: "Will the wood look exactly like the photographs?",
    a: <>Close, but not exactly: solid wood is natural, and grain, knots and tone vary from piece to piece. Finishes are applied by hand.</>,
  },
  {
    q: "How do I look after solid wood and cane?",
    a: (
      <>
        Dust with a soft dry cloth, keep pieces out of direct sun and away from damp walls, and use coasters. Our care guides are among the{" "}
        <Link href={pages.downloads.href}>catalogues and brochures</Link> you can download.
      </>
    ),
  },
  {
    q: "Is there a warranty?",
    a: <>Furniture carries the warranty stated on its product page, up to 5 years on sofa frames, against defects in joinery and frames.</>,
  },
  {
    q: "Can I see the furniture before I buy?",
    a: (
      <>
        Turn pieces around in our <Link href={pages.showroom.href}>360° showroom</Link> and see them in real homes in the{" "}
        <Link href={pages.gallery.href}>gallery</Link>.
      </>
    ),
  },
  {
    q: "How do I reach you?",
    a: (
      <>
        Call <ShopPhone /> or <Link href={pages.contact.href}>send us a message</Link>.
      </>
    ),
  },
];

export default function FaqPage() {
  return (
    <ContentPage title="Questions and answers" href={pages.faq.href} lede="What shoppers ask us most often. Tap a question to read the answer.">
      <div className={styles.faq}>
        {questions.map(({ q, a }) => (
          <details key={q}>
            <summary>{q}</summary>
            <div>{a}</div>
          </details>
        ))}
      </div>
    </ContentPage>
  );
}
