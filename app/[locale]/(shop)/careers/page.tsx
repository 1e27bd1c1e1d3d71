import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CAREERS_LEDE, CareersView } from "@/components/careers/careers-views.tsx";
import { CAREERS_PATH } from "@/lib/storefront/careers-path.ts";
import { loadCareers } from "@/lib/storefront/careers-page.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";

function pageMetadataOf(): Metadata {
  return pageMetadata({ title: "Careers", description: CAREERS_LEDE, path: CAREERS_PATH });
}

const ALL = { department: null, location: null };

async function CareersPage() {
  const data = await loadCareers(ALL);
  if (!data) notFound();
  return <CareersView data={data} filters={ALL} />;
}

export default localized(CareersPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
