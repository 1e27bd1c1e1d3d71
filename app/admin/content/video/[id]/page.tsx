import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { HomeVideoForm, HomeVideoPosterForm } from "@/components/admin/content/media-forms.tsx";
import { History } from "@/components/admin/history.tsx";
import { adminHomeVideoJson, homeVideoOr404 } from "@/lib/admin/content/home-video.ts";
import { FORM_FILE_LIMIT } from "@/lib/admin/content/media-limits.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { homeVideoPosterAction, saveHomeVideoAction } from "../../video-actions.ts";

export const metadata: Metadata = { title: "Home video" };

export const instant = false;

export default async function HomeVideoPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/content/video/${raw}/`;
  await requireStaffPage(path);
  const row = /^\d{1,9}$/.test(raw) ? await homeVideoOr404(Number(raw)).catch(() => notFound()) : notFound();
  const v = adminHomeVideoJson(row);
  return (
    <AdminPage path={path} title={`Video ${v.title}`}>
      <p>
        <a href={v.video_url}>Watch the video</a>
      </p>
      <HomeVideoForm key={`${v.title}:${v.is_active}`} values={{ id: v.id, title: v.title, isActive: v.is_active }} action={saveHomeVideoAction} />
      <HomeVideoPosterForm key={v.poster ?? ""} id={v.id} poster={v.poster} action={homeVideoPosterAction} limit={FORM_FILE_LIMIT} />
      <History entityType="HomeVideo" entityId={v.id} title={`Video ${v.title}`} />
    </AdminPage>
  );
}
