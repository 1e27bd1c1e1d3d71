import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { ShowroomSetForm } from "@/components/admin/content/media-forms.tsx";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { History } from "@/components/admin/history.tsx";
import { showroomSetOr404 } from "@/lib/admin/content/showroom-sets.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { removeShowroomSetAction, saveShowroomSetAction } from "../../showroom-actions.ts";

export const metadata: Metadata = { title: "360° set" };

export const instant = false;

export default async function ShowroomSetPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/content/showroom/${raw}/`;
  await requireStaffPage(path);
  const set = /^\d{1,9}$/.test(raw) ? await showroomSetOr404(Number(raw)).catch(() => notFound()) : notFound();
  return (
    <AdminPage path={path} title={`360° set ${set.title}`}>
      <p>
        {set.frames} {set.frames === 1 ? "frame" : "frames"}
        {set.product ? `, turning ${set.product.title}` : ""}.
      </p>
      <ShowroomSetForm key={`${set.title}:${set.product?.slug ?? ""}`} values={{ id: set.id, title: set.title, product: set.product?.slug ?? "" }} action={saveShowroomSetAction} />
      <DeleteForm id={set.id} label="Delete the set" question={`Delete the 360° set ${set.title} and its frames?`} hint="Deleting takes it off the showroom and its product's page at once, with its frames." action={removeShowroomSetAction} />
      <History entityType="Image360" entityId={set.id} title={`360° set ${set.title}`} />
    </AdminPage>
  );
}
