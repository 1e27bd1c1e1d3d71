import type { Metadata } from "next";
import { ApplyView, GENERAL_APPLY_PATH } from "@/components/careers/careers-views.tsx";
import { loadProfessions } from "@/lib/storefront/careers-page.ts";

export const metadata: Metadata = { title: "Send us your résumé", alternates: { canonical: GENERAL_APPLY_PATH } };

export default async function GeneralApplicationPage() {
  return <ApplyView position={null} professions={await loadProfessions()} />;
}
