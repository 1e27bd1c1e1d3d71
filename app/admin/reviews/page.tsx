import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import table from "@/components/admin/data-table.module.css";
import { ListProblems } from "@/components/admin/list-filters.tsx";
import { ModerationForm } from "@/components/admin/reviews/moderation-form.tsx";
import button from "@/components/ui/button.module.css";
import { Pagination } from "@/components/ui/pagination.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { hrefWith, listQuery, listUrl, type SearchParams } from "@/lib/admin/list-params.ts";
import { staffTime } from "@/lib/admin/orders/labels.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { loadPage, pageCount } from "@/lib/http/pagination.ts";
import { authorName } from "@/lib/reviews/read.ts";
import { AdminReviewFilters, adminReviewWhere, countAdminReviews, listAdminReviews } from "@/lib/reviews/staff.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { moderateReviewAction } from "./actions.ts";
import styles from "../orders/orders.module.css";

export const metadata: Metadata = { title: "Reviews" };

export const instant = false;

const PATH = "/admin/reviews/";

export default async function ReviewsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(PATH);
  const sp = await searchParams;
  const url = listUrl(PATH, sp);
  const { query, problems } = listQuery(AdminReviewFilters, sp);
  const where = adminReviewWhere(query);
  const page = await loadPage(url, () => countAdminReviews(where), (offset, limit) => listAdminReviews(where, offset, limit), 25).catch((e: unknown) => {
    if (e instanceof NotFoundError) notFound();
    throw e;
  });
  return (
    <AdminPage path={PATH} title="Reviews">
      <p>Buyers review what was delivered to them. A hidden review is not shown in the shop and does not count in the product&apos;s rating; its buyer is told it is hidden.</p>
      <form method="get" className={table.filters} aria-label="Filter reviews">
        <label>
          Shown
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">Any</option>
            <option value="visible">Shown in the shop</option>
            <option value="hidden">Hidden</option>
          </select>
        </label>
        <label>
          Words
          <input name="q" type="search" defaultValue={query.q ?? ""} />
        </label>
        <button type="submit" className={button.secondary}>
          Show
        </button>
        <Link href={PATH}>Clear</Link>
      </form>
      <ListProblems problems={problems} />
      <p className={table.count}>
        {page.count.toLocaleString("en-IN")} {page.count === 1 ? "review" : "reviews"}
      </p>
      <div className={table.scroll} tabIndex={0} role="region" aria-label="Reviews table (scrolls sideways)">
        <table className={table.table}>
          <caption className="visually-hidden">Reviews, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Review</th>
              <th scope="col">Product</th>
              <th scope="col">Buyer</th>
              <th scope="col">Written</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((r) => (
              <tr key={r.id}>
                <td>
                  <strong>
                    {r.rating} of 5 · {r.title}
                  </strong>
                  <br />
                  {r.body.length > 300 ? `${r.body.slice(0, 297)}…` : r.body}
                  {r.photos.length > 0 && (
                    <>
                      <br />
                      {r.photos.map((p, i) => (
                        <span key={p.key}>
                          {i > 0 && " · "}
                          <a href={mediaPath(p.key)}>Photo {i + 1}</a>
                        </span>
                      ))}
                    </>
                  )}
                  <br />
                  <span className={styles.muted}>{r.helpfulCount} found it helpful</span>
                </td>
                <td>
                  <Link href={`/p/${encodeURIComponent(r.product.slug)}/#reviews`}>{r.product.title}</Link>
                </td>
                <td>
                  {authorName(r.user.firstName, r.user.lastName)}
                  <br />
                  <span className={styles.muted}>{r.user.email}</span>
                </td>
                <td>{staffTime(r.createdAt)}</td>
                <td>
                  <span className={styles.badge}>{r.hiddenAt ? "Hidden" : "Shown"}</span>
                  {r.hiddenAt && (
                    <p className={styles.muted}>
                      {staffTime(r.hiddenAt)}
                      {r.hiddenBy?.email ? ` by ${r.hiddenBy.email}` : ""}: {r.hiddenReason}
                    </p>
                  )}
                  <ModerationForm reviewId={r.id} hidden={r.hiddenAt !== null} title={r.title} action={moderateReviewAction} />
                </td>
              </tr>
            ))}
            {page.results.length === 0 && (
              <tr>
                <td colSpan={5}>No reviews match.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} numPages={pageCount(page.count, page.pageSize)} hrefFor={(n) => hrefWith(url, { page: n === 1 ? null : n })} />
    </AdminPage>
  );
}
