import type { Metadata } from "next";
import { ApplyView, GENERAL_APPLY_LEDE, GENERAL_APPLY_PATH } from "@/components/careers/careers-views.tsx";
import { loadProfessions } from "@/lib/storefront/careers-page.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";

export function generateMetadata(): Metadata {
  return pageMetadata({ title: "Send us your résumé", description: GENERAL_APPLY_LEDE, path: GENERAL_APPLY_PATH });
}

export default async function GeneralApplicationPage() {
  return <ApplyView position={null} professions={await loadProfessions()} />;
}
