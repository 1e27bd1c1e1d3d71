import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ApplyView, CareersView, PositionView } from "@/components/careers/careers-views.tsx";
import { config } from "@/lib/config.ts";
import { BUILD_PLACEHOLDER } from "@/lib/page-cache/build-phase.ts";
import { careersHref, readJobFilters } from "@/lib/storefront/careers-path.ts";
import { loadCareers, loadPosition, loadProfessions } from "@/lib/storefront/careers-page.ts";
import { pageMetadata } from "@/lib/storefront/page-metadata.ts";
import { localized, localizedMetadata } from "@/lib/i18n/localized.tsx";
import { fill } from "@/lib/i18n/fill.ts";
import { asLocale } from "@/lib/i18n/locale.ts";
import { messagesOf } from "@/lib/i18n/messages.ts";

interface Props {
  // `department=…/location=…` (the list, filtered), `<slug>` (a position) or `<slug>/apply` (its form).
  params: Promise<{ path: string[] }>;
}

export function generateStaticParams() {
  return [{ path: [BUILD_PLACEHOLDER] }];
}

type View = { kind: "list"; filters: NonNullable<ReturnType<typeof readJobFilters>> } | { kind: "position" | "apply"; slug: string };

async function viewOf(params: Props["params"]): Promise<View> {
  const { path } = await params;
  if (path.every((s) => s.includes("=") || s.includes("%3D"))) {
    const filters = readJobFilters(path);
    if (filters) return { kind: "list", filters };
  } else if (path.length === 1) return { kind: "position", slug: path[0] };
  else if (path.length === 2 && path[1] === "apply") return { kind: "apply", slug: path[0] };
  notFound();
}

async function pageMetadataOf({ params }: Props): Promise<Metadata> {
  const view = await viewOf(params);
  const t = messagesOf(asLocale(((await params) as { locale?: string }).locale)).ContentCareers;
  if (view.kind === "list") {
    const parts = [view.filters.department, view.filters.location].filter(Boolean).join(", ");
    return pageMetadata({ title: `${t.title}: ${parts}`, description: fill(t.filteredDescription, { shop: config().SHOP_NAME, parts }), path: careersHref(view.filters) });
  }
  const position = await loadPosition(view.slug);
  if (!position) return {};
  return view.kind === "apply"
    ? pageMetadata({ title: fill(t.applyFor, { title: position.title }), path: `${position.href}apply/`, robots: { index: false, follow: true } })
    : pageMetadata({
        title: `${position.title}, ${position.location}`,
        description: `${position.title} at ${config().SHOP_NAME}: ${position.employmentType.toLowerCase()}, ${position.department}, ${position.location}. Experience: ${position.experience}.`,
        path: position.href,
      });
}

async function CareersPathPage({ params }: Props) {
  const view = await viewOf(params);
  if (view.kind === "list") {
    const data = await loadCareers(view.filters);
    if (!data) notFound();
    return <CareersView data={data} filters={view.filters} />;
  }
  const position = await loadPosition(view.slug);
  if (!position) notFound();
  if (view.kind === "position") return <PositionView position={position} />;
  return <ApplyView position={position} professions={await loadProfessions()} />;
}

export default localized(CareersPathPage);
export const generateMetadata = localizedMetadata(pageMetadataOf);
