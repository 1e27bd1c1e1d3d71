import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import bannerStyles from "@/components/admin/content/banner-forms.module.css";
import { ListFilters, ListProblems } from "@/components/admin/list-filters.tsx";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { adminGalleryJson, countGallery, GalleryFilters, galleryRows } from "@/lib/admin/content/gallery.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { GALLERY_TAGS } from "@/lib/content/gallery.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";

export const metadata: Metadata = { title: "Gallery" };

export const instant = false;

const PATH = "/admin/content/gallery/";
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export default async function GalleryAdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(GalleryFilters, sp);
  const page = await loadPage(url, () => countGallery(query), (skip, take) => galleryRows(query, skip, take), 50).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  const items = page.results.map((g) => adminGalleryJson(g));
  const actions = (
    <Link href="/admin/content/gallery/new/" className={button.primary}>
      Add a picture
    </Link>
  );
  return (
    <AdminPage path={PATH} title="Gallery" actions={actions}>
      <p>
        Pictures on the shop&apos;s <a href="/gallery/">gallery page</a>, newest first; the latest also show on the landing page.
      </p>
      <ListFilters label="Filter the gallery">
        <label>
          Words
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <label>
          Tag
          <select name="tag" defaultValue={query.tag ?? ""}>
            <option value="">All</option>
            {GALLERY_TAGS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      </ListFilters>
      <ListProblems problems={problems} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "picture" : "pictures"}
      </p>
      <div className={table.scroll}>
        <table className={table.table}>
          <caption className="visually-hidden">Gallery pictures, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Picture</th>
              <th scope="col">Title</th>
              <th scope="col">Tag</th>
              <th scope="col">Day</th>
            </tr>
          </thead>
          <tbody>
            {items.map((g) => (
              <tr key={g.id}>
                <td>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a staff thumbnail of the stored picture */}
                  <img src={g.thumbnail} alt="" width={128} height={85} className={bannerStyles.thumb} loading="lazy" />
                </td>
                <td>
                  <Link href={`/admin/content/gallery/${g.id}/`}>{g.title}</Link>
                </td>
                <td>{g.tag}</td>
                <td>{day.format(new Date(g.date))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
