import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { MoveForm } from "@/components/admin/content/move-form.tsx";
import bannerStyles from "@/components/admin/content/banner-forms.module.css";
import button from "@/components/ui/button.module.css";
import { adminBannerJson, listBanners, type BannerState } from "@/lib/admin/content/banners.ts";
import { adminPolicies } from "@/lib/admin/content/policies.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { moveBannerAction } from "./banner-actions.ts";

export const metadata: Metadata = { title: "Content" };

export const instant = false;

const PATH = "/admin/content/";
const STATE: Record<BannerState, string> = { live: "Shown now", scheduled: "Scheduled", ended: "Ended", off: "Switched off" };
const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export default async function ContentPage() {
  await requireStaffPage(PATH);
  const [policies, banners] = await Promise.all([adminPolicies(), listBanners()]);
  const now = new Date();
  const shownWhen = (b: { starts_at: string | null; ends_at: string | null }) =>
    [b.starts_at ? `from ${when.format(new Date(b.starts_at))}` : "", b.ends_at ? `until ${when.format(new Date(b.ends_at))}` : ""].filter(Boolean).join(" ") || "Always";
  return (
    <AdminPage path={PATH} title="Content">
      <p>
        <Link href="/admin/content/home/">The landing page&apos;s sections</Link>: their order, headings and what each shows.{" "}
        <Link href="/admin/content/collections/">Collections</Link>: curated sets of products.{" "}
        <Link href="/admin/content/shop/">Shop details</Link>: legal name, address, phone, hours and GSTIN.
      </p>
      <section aria-labelledby="banners-heading">
        <h2 id="banners-heading">Banners on the landing page</h2>
        <p>
          <Link href="/admin/content/banners/new/" className={button.secondary}>
            Add a banner
          </Link>
        </p>
        {banners.length === 0 ? (
          <p>No banners yet.</p>
        ) : (
          <div className={table.scroll}>
            <table className={table.table}>
              <caption className="visually-hidden">Banners, in the landing page&apos;s order</caption>
              <thead>
                <tr>
                  <th scope="col">Picture</th>
                  <th scope="col">Heading</th>
                  <th scope="col">State</th>
                  <th scope="col">When</th>
                  <th scope="col">Order</th>
                </tr>
              </thead>
              <tbody>
                {banners.map((row, i) => {
                  const b = adminBannerJson(row, undefined, now);
                  return (
                    <tr key={b.id}>
                      <td>
                        {/* eslint-disable-next-line @next/next/no-img-element -- a staff thumbnail of the stored picture */}
                        <img src={b.image} alt="" width={128} height={48} className={bannerStyles.thumb} loading="lazy" />
                      </td>
                      <td>
                        <Link href={`/admin/content/banners/${b.id}/`}>{b.title}</Link>
                      </td>
                      <td>{STATE[b.state]}</td>
                      <td>{shownWhen(b)}</td>
                      <td>
                        <MoveForm id={b.id} title={b.title} first={i === 0} last={i === banners.length - 1} action={moveBannerAction} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="policies-heading">
        <h2 id="policies-heading">Policies and pages</h2>
        <div className={table.scroll}>
          <table className={table.table}>
            <caption className="visually-hidden">The shop&apos;s policies and its written pages</caption>
            <thead>
              <tr>
                <th scope="col">Policy or page</th>
                <th scope="col">Last published</th>
                <th scope="col">Versions</th>
                <th scope="col">In the shop</th>
              </tr>
            </thead>
            <tbody>
              {policies.map((p) => (
                <tr key={p.slug}>
                  <td>
                    <Link href={`/admin/content/policies/${p.slug}/`}>{p.title}</Link>
                  </td>
                  <td>{p.updated_at ? when.format(new Date(p.updated_at)) : "Not written yet"}</td>
                  <td>{p.versions}</td>
                  <td>{p.updated_at ? <a href={p.url}>View {p.url}</a> : "No page yet"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {/* The gallery, the downloads, the home video and the 360° sets. */}
      <section aria-labelledby="media-heading">
        <h2 id="media-heading">Gallery, downloads, video and 360° showroom</h2>
        <ul>
          <li>
            <Link href="/admin/content/gallery/">Gallery</Link>: pictures of projects, events and activities, with their tags.
          </li>
          <li>
            <Link href="/admin/content/downloads/">Downloads</Link>: PDF catalogues and care guides.
          </li>
          <li>
            <Link href="/admin/content/video/">Home video</Link>: which video the landing page shows, its title and poster.
          </li>
          <li>
            <Link href="/admin/content/showroom/">360° showroom</Link>: rename the sets, attach them to products, delete them.
          </li>
        </ul>
      </section>
    </AdminPage>
  );
}
