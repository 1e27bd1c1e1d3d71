import type { Metadata } from "next";
import { ApplyView, GENERAL_APPLY_LEDE, GENERAL_APPLY_PATH } from "@/components/careers/careers-views.tsx";
import { loadProfessions } from "@/lib/storefront/careers-page.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";

function pageMetadataOf(): Metadata {
  return pageMetadata({ title: "Send us your résumé", description: GENERAL_APPLY_LEDE, path: GENERAL_APPLY_PATH });
}

async function GeneralApplicationPage() {
  return <ApplyView position={null} professions={await loadProfessions()} />;
}

export default localized(GeneralApplicationPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
