import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { GalleryItemForm } from "@/components/admin/content/media-forms.tsx";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { History } from "@/components/admin/history.tsx";
import { adminGalleryJson, galleryItemOr404 } from "@/lib/admin/content/gallery.ts";
import { FORM_FILE_LIMIT } from "@/lib/admin/content/media-limits.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { GALLERY_TAGS } from "@/lib/content/gallery.ts";
import { createGalleryItemAction, removeGalleryItemAction, saveGalleryItemAction } from "../../media-actions.ts";

export const metadata: Metadata = { title: "Gallery picture" };

export const instant = false;

export default async function GalleryItemPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ added?: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/content/gallery/${raw}/`;
  await requireStaffPage(path);
  const row = raw === "new" ? null : /^\d{1,9}$/.test(raw) ? await galleryItemOr404(Number(raw)).catch(() => notFound()) : notFound();
  if (!row) {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    return (
      <AdminPage path={path} title="New gallery picture">
        <GalleryItemForm values={{ title: "", tag: "Projects", description: "", date: today }} tags={GALLERY_TAGS} action={createGalleryItemAction} limit={FORM_FILE_LIMIT} />
      </AdminPage>
    );
  }
  const g = adminGalleryJson(row);
  const added = (await searchParams).added === "1" ? "Added. The gallery shows it now." : undefined;
  return (
    <AdminPage path={path} title={`Gallery picture ${g.title}`}>
      <GalleryItemForm
        values={{ id: g.id, title: g.title, tag: g.tag, description: g.description, date: g.date, image: g.image, updatedAt: g.updated_at }}
        tags={GALLERY_TAGS}
        action={saveGalleryItemAction}
        limit={FORM_FILE_LIMIT}
        notice={added}
      />
      <DeleteForm id={g.id} label="Delete the picture" question={`Delete the gallery picture ${g.title}?`} hint="Deleting takes it off the gallery at once." action={removeGalleryItemAction} />
      <History entityType="GalleryItem" entityId={g.id} title={`Gallery picture ${g.title}`} />
    </AdminPage>
  );
}
