import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { config } from "@/lib/config.ts";
import { policyHref } from "@/lib/content/policies.ts";
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { loadPolicy } from "@/lib/storefront/policy-page.ts";
import styles from "./policy.module.css";

interface Props {
  params: Promise<{ slug: string }>;
}

export function generateStaticParams() {
  return [{ slug: BUILD_PLACEHOLDER }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const policy = await loadPolicy((await params).slug);
  if (!policy) return {};
  return pageMetadata({ title: policy.title, description: `${policy.title} of ${config().SHOP_NAME}, the solid-wood furniture workshop in Jodhpur.`, path: policyHref(policy.slug) });
}

export default async function PolicyPage({ params }: Props) {
  const policy = await loadPolicy((await params).slug);
  if (!policy) notFound();
  return (
    <article className={styles.page}>
      <Breadcrumbs items={[{ name: "Home", href: "/" }, { name: policy.title, href: policyHref(policy.slug) }]} />
      <h1 className={styles.title}>{policy.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown by lib/content/markdown.ts, which escapes raw HTML and unsafe links. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: policy.content }} />
    </article>
  );
}
