import { fill } from "@/lib/i18n/fill.ts";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { config } from "@/lib/config.ts";
import { policyHref } from "@/lib/content/policies.ts";
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { loadPolicy } from "@/lib/storefront/policy-page.ts";
import styles from "./policy.module.css";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";
import { pageLocale, translator } from "@/lib/i18n/texts.ts";

interface Props {
  params: Promise<{ slug: string; locale?: string }>;
}

export function generateStaticParams() {
  return [{ slug: BUILD_PLACEHOLDER }];
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const { slug, locale } = await params;
  const policy = await loadPolicy(slug);
  if (!policy) return {};
  const description = fill(messagesOf(asLocale(locale)).ContentPolicies.description, { policy: policy.title, shop: config().SHOP_NAME });
  return pageMetadata({ title: policy.title, description, path: policyHref(policy.slug) });
}

async function PolicyPage({ params }: Props) {
  const policy = await loadPolicy((await params).slug);
  if (!policy) notFound();
  const [t, locale] = await Promise.all([translator("ContentPage"), pageLocale()]);
  return (
    <article className={styles.page}>
      <Breadcrumbs items={[{ name: t("home"), href: localePath(locale, "/") }, { name: policy.title, href: localePath(locale, policyHref(policy.slug)) }]} />
      <h1 className={styles.title}>{policy.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown by lib/content/markdown.ts, which escapes raw HTML and unsafe links. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: policy.content }} />
    </article>
  );
}

export default localized(PolicyPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
