// The careers pages' bodies, shared by the fixed routes (/careers/, /careers/apply/) and the catch-all
// (filters, a position, its application form).
import Link from "next/link";
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

export const THANK_YOU_PATH = "/careers/thank-you/";
export const GENERAL_APPLY_PATH = "/careers/apply/";
export const CAREERS_LEDE = "Make furniture that lasts, with people who care how it is made. Our teams work in Jodhpur and across India.";
export const GENERAL_APPLY_LEDE = "Tell us about yourself; we keep your résumé for a year and write when a position that suits you opens.";
const CAREERS_CRUMB = { name: "Careers", href: CONTENT_PAGES.careers.href };

export function CareersView({ data, filters }: { data: CareersPageData; filters: JobFilterState }) {
  return (
    <ContentPage title="Careers" href={CONTENT_PAGES.careers.href} wide lede={CAREERS_LEDE}>
      <Positions data={data} filters={filters} />
      <p className={styles.general}>
        No position for you today? <Link href={GENERAL_APPLY_PATH}>Send us your résumé</Link> and we will write when one opens.
      </p>
    </ContentPage>
  );
}

export function PositionView({ position }: { position: Position }) {
  return (
    <ContentPage title={position.title} href={position.href} eyebrow={`Careers · ${position.department}`} trail={[CAREERS_CRUMB]}>
      <JsonLd data={jobPostingLd(position, { name: config().SHOP_NAME, url: siteOrigin() }, siteUrl)} />
      <PositionMeta position={position} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown by lib/content/markdown.ts, which escapes raw HTML and unsafe links. */}
      <div className={`${content.prose} ${styles.description}`} dangerouslySetInnerHTML={{ __html: position.descriptionHtml }} />
      <p className={styles.actions}>
        <Link href={`${position.href}apply/`} className={button.primary}>
          Apply for this position
        </Link>
        <Link href={CONTENT_PAGES.careers.href} className={button.secondary}>
          All open positions
        </Link>
      </p>
    </ContentPage>
  );
}

export function ApplyView({ position, professions }: { position: Position | null; professions: { id: number; name: string }[] }) {
  const title = position ? `Apply: ${position.title}` : "Send us your résumé";
  return (
    <ContentPage
      title={title}
      href={position ? `${position.href}apply/` : GENERAL_APPLY_PATH}
      trail={position ? [CAREERS_CRUMB, { name: position.title, href: position.href }] : [CAREERS_CRUMB]}
      crumb={position ? "Apply" : undefined}
      lede={position ? `${position.department} · ${position.location} · ${position.employmentType}` : GENERAL_APPLY_LEDE}
    >
      <ApplyForm professions={professions} jobAlert={position ? { id: position.id, title: position.title } : null} successHref={THANK_YOU_PATH} />
      <p className={styles.privacy}>
        We use your application only to consider you for work with us, and delete it after a year. See our <Link href="/policies/privacy-policy/">privacy policy</Link>.
      </p>
    </ContentPage>
  );
}
