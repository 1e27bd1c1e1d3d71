import { notFound } from "next/navigation";
import { ContentPage } from "@/components/content/content-page.tsx";
import styles from "@/components/content/content-page.module.css";
import { CONTENT_PAGES as pages } from "@/lib/content/shop-details.ts";
import { loadWrittenPage } from "@/lib/storefront/written-page.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { translator } from "@/lib/i18n/texts.ts";
import { titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.ContentFaq.title, description: t.ContentFaq.description, path: pages.faq.href }));

async function FaqPage() {
  const page = await loadWrittenPage("faq");
  if (!page?.faq) notFound();
  const t = await translator("ContentFaq");
  const { intro, questions } = page.faq;
  return (
    <ContentPage title={page.title} href={pages.faq.href} lede={t("lede")}>
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

export default localized(FaqPage);
