import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { BannerForm, type BannerFormValues } from "@/components/admin/content/banner-forms.tsx";
import { PictureForm } from "@/components/admin/content/picture-form.tsx";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { History } from "@/components/admin/history.tsx";
import { localMoment } from "@/lib/admin/content/banner-form.ts";
import { BANNER_BOXES } from "@/lib/admin/content/banner-pictures.ts";
import { adminBannerJson, bannerOr404 } from "@/lib/admin/content/banners.ts";
import { FORM_FILE_LIMIT } from "@/lib/admin/content/media-limits.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { bannerPictureAction, createBannerAction, removeBannerAction, saveBannerAction } from "../../banner-actions.ts";

export const metadata: Metadata = { title: "Banner" };

export const instant = false;

/** Under the Server Action body cap (next.config.js), with room for the form's fields (decision 0131). */
const EMPTY: BannerFormValues = { title: "", subtitle: "", altText: "", link: "", isActive: true, startsAt: "", endsAt: "" };

export default async function BannerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/content/banners/${raw}/`;
  await requireStaffPage(path);
  const row = raw === "new" ? null : /^\d{1,9}$/.test(raw) ? await bannerOr404(Number(raw)).catch(() => notFound()) : notFound();
  if (!row) {
    return (
      <AdminPage path={path} title="New banner">
        <BannerForm values={EMPTY} action={createBannerAction} limit={FORM_FILE_LIMIT} />
      </AdminPage>
    );
  }
  const b = adminBannerJson(row);
  const values: BannerFormValues = {
    id: b.id, title: b.title, subtitle: b.subtitle, altText: b.alt_text, link: b.link, isActive: b.is_active,
    startsAt: localMoment(b.starts_at), endsAt: localMoment(b.ends_at), updatedAt: b.updated_at,
  };
  return (
    <AdminPage path={path} title={`Banner ${b.title}`}>
      <BannerForm values={values} action={saveBannerAction} limit={FORM_FILE_LIMIT} />
      <section aria-labelledby="pictures-heading">
        <h2 id="pictures-heading">Pictures</h2>
        <PictureForm name="banner-image" id={b.id} field="image" label="Wide picture" picture={b.image} size={BANNER_BOXES.image} updatedAt={b.updated_at} action={bannerPictureAction} limit={FORM_FILE_LIMIT} empty="None." />
        <PictureForm name="banner-mobile_image" id={b.id} field="mobile_image" label="Phone picture" picture={b.mobile_image} size={BANNER_BOXES.mobile_image} updatedAt={b.updated_at} action={bannerPictureAction} limit={FORM_FILE_LIMIT} empty="None: phones show the wide picture." removeLabel="Use the wide picture on phones" />
      </section>
      <DeleteForm id={b.id} label="Delete the banner" question={`Delete the banner ${b.title}?`} hint="Deleting takes it off the landing page at once. To keep it for later, switch it off instead." action={removeBannerAction} />
      <History entityType="Banner" entityId={b.id} title={`Banner ${b.title}`} />
    </AdminPage>
  );
}
