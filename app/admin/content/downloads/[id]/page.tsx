import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { DownloadForm } from "@/components/admin/content/media-forms.tsx";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { History } from "@/components/admin/history.tsx";
import { adminDownloadJson, downloadOr404 } from "@/lib/admin/content/downloads.ts";
import { FORM_FILE_LIMIT } from "@/lib/admin/content/media-limits.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { createDownloadAction, removeDownloadAction, saveDownloadAction } from "../../media-actions.ts";

export const metadata: Metadata = { title: "Download" };

export const instant = false;

export default async function DownloadPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ added?: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/content/downloads/${raw}/`;
  await requireStaffPage(path);
  const row = raw === "new" ? null : /^\d{1,9}$/.test(raw) ? await downloadOr404(Number(raw)).catch(() => notFound()) : notFound();
  if (!row) {
    return (
      <AdminPage path={path} title="New download">
        <DownloadForm values={{ title: "", description: "", isActive: true }} action={createDownloadAction} limit={FORM_FILE_LIMIT} />
      </AdminPage>
    );
  }
  const d = adminDownloadJson(row);
  const added = (await searchParams).added === "1" ? "Added. The downloads page shows it now." : undefined;
  return (
    <AdminPage path={path} title={`Download ${d.title}`}>
      <DownloadForm values={{ id: d.id, title: d.title, description: d.description, isActive: d.is_active, file: d.file, updatedAt: d.updated_at }} action={saveDownloadAction} limit={FORM_FILE_LIMIT} notice={added} />
      <DeleteForm id={d.id} label="Delete the download" question={`Delete the download ${d.title}?`} hint="Deleting takes it off the downloads page at once. To keep it for later, untick “Listed” instead." action={removeDownloadAction} />
      <History entityType="Download" entityId={d.id} title={`Download ${d.title}`} />
    </AdminPage>
  );
}
