import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { HomeSectionForm } from "@/components/admin/content/home-section-form.tsx";
import { SECTION_KINDS } from "@/lib/admin/content/home-section-labels.ts";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { History } from "@/components/admin/history.tsx";
import { homeSectionOr404 } from "@/lib/admin/content/home-sections.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { db } from "@/lib/db.ts";
import { removeHomeSectionAction, saveHomeSectionAction } from "../../home-actions.ts";

export const metadata: Metadata = { title: "Landing page section" };

export const instant = false;

export default async function HomeSectionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/content/home/${raw}/`;
  await requireStaffPage(path);
  if (!/^\d{1,9}$/.test(raw)) notFound();
  const s = await homeSectionOr404(Number(raw)).catch(() => notFound());
  const collections = await db().collection.findMany({ select: { id: true, title: true }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] });
  return (
    <AdminPage path={path} title={`${SECTION_KINDS[s.type]}: ${s.title}`}>
      <HomeSectionForm
        values={{ id: s.id, type: s.type, title: s.title, isActive: s.is_active, productSource: s.product_source, collectionId: s.collection_id, itemLimit: s.item_limit, updatedAt: s.updated_at }}
        collections={collections}
        action={saveHomeSectionAction}
        label="Edit the section"
      />
      <DeleteForm id={s.id} label="Delete the section" question={`Delete the section ${s.title}?`} hint="Deleting takes it off the landing page at once. To keep it for later, untick Shown instead." action={removeHomeSectionAction} />
      <History entityType="HomeSection" entityId={s.id} title={s.title} />
    </AdminPage>
  );
}
