import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { CONTENT_PAGES as pages } from "@/lib/content/shop-details.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { loadWrittenPage } from "@/lib/storefront/written-page.ts";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Questions and answers",
    description: "What shoppers ask us most often: delivery and assembly, paying, returns, warranty, and looking after solid wood and cane.",
    path: pages.faq.href,
  });
}

export default async function FaqPage() {
  const page = await loadWrittenPage("faq");
  if (!page?.faq) notFound();
  const { intro, questions } = page.faq;
  return (
    <ContentPage title={page.title} href={pages.faq.href} lede="What shoppers ask us most often. Tap a question to read the answer.">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: written by staff in Markdown, one "## " heading per question (lib/content/written-pages.ts); rendered by lib/content/markdown.ts, which escapes raw HTML and unsafe links. */}
      {intro && <div className={styles.prose} dangerouslySetInnerHTML={{ __html: intro }} />}
      <div className={styles.faq}>
        {questions.map(({ question, answer }) => (
          <details key={question}>
            <summary>{question}</summary>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by lib/content/markdown.ts, as the intro. */}
            <div dangerouslySetInnerHTML={{ __html: answer }} />
          </details>
        ))}
      </div>
    </ContentPage>
  );
}
