import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import bannerStyles from "@/components/admin/content/banner-forms.module.css";
import { VideoUploadForm } from "@/components/admin/content/video-upload-form.tsx";
import { adminHomeVideoJson, homeVideoRows } from "@/lib/admin/content/home-video.ts";
import { HOME_VIDEO_LIMIT_TEXT, MAX_HOME_VIDEO_BYTES } from "@/lib/admin/content/media-limits.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";

export const metadata: Metadata = { title: "Home video" };

export const instant = false;

const PATH = "/admin/content/video/";

export default async function HomeVideosPage() {
  await requireStaffPage(PATH);
  // A handful at most: every video is listed.
  const videos = (await homeVideoRows({}, 0, 500)).map((v) => adminHomeVideoJson(v));
  return (
    <AdminPage path={PATH} title="Home video">
      <p>The video on the landing page: one at a time is shown. Open a video to change its title, its poster or whether it is shown.</p>
      {videos.length === 0 ? (
        <p>No videos yet.</p>
      ) : (
        <div className={table.scroll}>
          <table className={table.table}>
            <caption className="visually-hidden">The landing page&apos;s videos, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Poster</th>
                <th scope="col">Title</th>
                <th scope="col">On the landing page</th>
              </tr>
            </thead>
            <tbody>
              {videos.map((v) => (
                <tr key={v.id}>
                  <td>
                    {v.poster ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a staff thumbnail of the stored picture
                      <img src={v.poster} alt="" width={128} height={72} className={bannerStyles.thumb} loading="lazy" />
                    ) : (
                      "None"
                    )}
                  </td>
                  <td>
                    <Link href={`/admin/content/video/${v.id}/`}>{v.title}</Link>
                  </td>
                  <td>{v.is_active ? "Shown" : "Not shown"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="upload-heading">
        <h2 id="upload-heading">Upload a video</h2>
        <VideoUploadForm limit={MAX_HOME_VIDEO_BYTES} limitText={HOME_VIDEO_LIMIT_TEXT} />
      </section>
    </AdminPage>
  );
}
