import { ApplyView, GENERAL_APPLY_PATH } from "@/components/careers/careers-views.tsx";
import { loadProfessions } from "@/lib/storefront/careers-page.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.ContentCareers.generalTitle, description: t.ContentCareers.generalLede, path: GENERAL_APPLY_PATH }));

async function GeneralApplicationPage() {
  return <ApplyView position={null} professions={await loadProfessions()} />;
}

export default localized(GeneralApplicationPage);
