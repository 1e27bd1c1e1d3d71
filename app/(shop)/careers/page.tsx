import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CareersView } from "@/components/careers/careers-views.tsx";
import { CAREERS_PATH } from "@/lib/storefront/careers-path.ts";
import { loadCareers } from "@/lib/storefront/careers-page.ts";

export const metadata: Metadata = { title: "Careers", alternates: { canonical: CAREERS_PATH } };

const ALL = { department: null, location: null };

export default async function CareersPage() {
  const data = await loadCareers(ALL);
  if (!data) notFound();
  return <CareersView data={data} filters={ALL} />;
}
