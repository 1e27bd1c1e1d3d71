import { notFound } from "next/navigation";
import { CareersView } from "@/components/careers/careers-views.tsx";
import { CAREERS_PATH } from "@/lib/storefront/careers-path.ts";
import { loadCareers } from "@/lib/storefront/careers-page.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.ContentCareers.title, description: t.ContentCareers.lede, path: CAREERS_PATH }));

const ALL = { department: null, location: null };

async function CareersPage() {
  const data = await loadCareers(ALL);
  if (!data) notFound();
  return <CareersView data={data} filters={ALL} />;
}

export default localized(CareersPage);
