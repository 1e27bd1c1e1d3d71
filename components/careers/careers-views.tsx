// The careers pages' bodies, shared by the fixed routes (/careers/, /careers/apply/) and the catch-all
// (filters, a position, its application form).
import { Link } from "@/components/i18n/link.tsx";
import { ContentPage } from "@/components/content/content-page.tsx";
import { JsonLd } from "@/components/shop/json-ld.tsx";
import content from "@/components/content/content-page.module.css";
import button from "@/components/ui/button.module.css";
import { config } from "@/lib/config.ts";
import { CONTENT_PAGES } from "@/lib/content/shop-details.ts";
import { jobPostingLd } from "@/lib/storefront/job-posting-ld.ts";
import { siteOrigin, siteUrl } from "@/lib/storefront/site-url.ts";
import type { JobFilterState } from "@/lib/storefront/careers-path.ts";
import type { CareersPageData, Position } from "@/lib/storefront/careers-page.ts";
import { ApplyForm } from "./apply-form.tsx";
import { PositionMeta, Positions } from "./positions.tsx";
import styles from "./careers-views.module.css";
import type { ReactNode } from "react";
import { localePath } from "@/lib/i18n/locale.ts";
import { pageLocale, textsOf, translator } from "@/lib/i18n/texts.ts";

export const THANK_YOU_PATH = "/careers/thank-you/";
export const GENERAL_APPLY_PATH = "/careers/apply/";
const careersCrumb = (name: string) => ({ name, href: CONTENT_PAGES.careers.href });
const link = (href: string) => (chunks: ReactNode) => <Link href={href}>{chunks}</Link>;

export async function CareersView({ data, filters }: { data: CareersPageData; filters: JobFilterState }) {
  const t = await translator("ContentCareers");
  return (
    <ContentPage title={t("title")} href={CONTENT_PAGES.careers.href} wide lede={t("lede")}>
      <Positions data={data} filters={filters} />
      <p className={styles.general}>{t.rich("general", { link: link(GENERAL_APPLY_PATH) })}</p>
    </ContentPage>
  );
}

export async function PositionView({ position }: { position: Position }) {
  const t = await translator("ContentCareers");
  return (
    <ContentPage title={position.title} href={position.href} eyebrow={`${t("title")} · ${position.department}`} trail={[careersCrumb(t("title"))]}>
      <JsonLd data={jobPostingLd(position, { name: config().SHOP_NAME, url: siteOrigin() }, siteUrl)} />
      <PositionMeta position={position} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown by lib/content/markdown.ts, which escapes raw HTML and unsafe links. */}
      <div className={`${content.prose} ${styles.description}`} dangerouslySetInnerHTML={{ __html: position.descriptionHtml }} />
      <p className={styles.actions}>
        <Link href={`${position.href}apply/`} className={button.primary}>
          {t("apply")}
        </Link>
        <Link href={CONTENT_PAGES.careers.href} className={button.secondary}>
          {t("all")}
        </Link>
      </p>
    </ContentPage>
  );
}

export async function ApplyView({ position, professions }: { position: Position | null; professions: { id: number; name: string }[] }) {
  const [t, texts] = await Promise.all([translator("ContentCareers"), textsOf("ContentApply")]);
  const title = position ? t("applyFor", { title: position.title }) : t("generalTitle");
  return (
    <ContentPage
      title={title}
      href={position ? `${position.href}apply/` : GENERAL_APPLY_PATH}
      trail={position ? [careersCrumb(t("title")), { name: position.title, href: position.href }] : [careersCrumb(t("title"))]}
      crumb={position ? t("applyCrumb") : undefined}
      lede={position ? `${position.department} · ${position.location} · ${position.employmentType}` : t("generalLede")}
    >
      <ApplyForm professions={professions} jobAlert={position ? { id: position.id, title: position.title } : null} successHref={localePath(await pageLocale(), THANK_YOU_PATH)} texts={texts} />
      <p className={styles.privacy}>{t.rich("privacy", { link: link("/policies/privacy-policy/") })}</p>
    </ContentPage>
  );
}
