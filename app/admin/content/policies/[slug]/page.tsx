import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { PolicyEditor } from "@/components/admin/content/policy-editor.tsx";
import styles from "@/components/admin/content/policy-editor.module.css";
import { RestoreVersionForm } from "@/components/admin/content/restore-version-form.tsx";
import table from "@/components/admin/data-table.module.css";
import { History } from "@/components/admin/history.tsx";
import { adminPolicy, policyVersions } from "@/lib/admin/content/policies.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { isWrittenSlug } from "@/lib/content/written-pages.ts";
import { restorePolicyAction, savePolicyAction } from "../../actions.ts";

export const metadata: Metadata = { title: "Policy or page" };

export const instant = false;

/** Versions listed on the page (the API pages through all of them). */
const SHOWN_VERSIONS = 50;
const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export default async function PolicyEditorPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const path = `/admin/content/policies/${slug}/`;
  await requireStaffPage(path);
  if (!isWrittenSlug(slug)) notFound();
  const [policy, versions] = await Promise.all([adminPolicy(slug), policyVersions(slug, 0, SHOWN_VERSIONS)]);
  return (
    <AdminPage path={path} title={policy.title}>
      <p>
        Shown at <a href={policy.url}>{policy.url}</a> and in the API. Publishing keeps the text before it as a version below.
      </p>
      <PolicyEditor slug={slug} title={policy.title} content={policy.content} titleHi={policy.title_hi} contentHi={policy.content_hi} updatedAt={policy.updated_at} kind={policy.kind} action={savePolicyAction} />
      <section aria-labelledby="versions-heading">
        <h2 id="versions-heading">Versions</h2>
        {versions.length === 0 ? (
          <p>{policy.updated_at ? "The text the shop started with is kept as the first version at the first edit." : "Nothing published yet."}</p>
        ) : (
          <div className={table.scroll}>
            <table className={`${table.table} ${styles.versions}`}>
              <caption className="visually-hidden">Versions of {policy.title}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Published</th>
                  <th scope="col">By</th>
                  <th scope="col">Text</th>
                  <th scope="col">Restore</th>
                </tr>
              </thead>
              <tbody>
                {versions.map((v) => {
                  const label = when.format(new Date(v.created_at));
                  return (
                    <tr key={v.id}>
                      <td>{label}</td>
                      <td>
                        {v.author ?? "The shop's first text"}
                        {v.restored_from !== null && <div>restored an earlier version</div>}
                      </td>
                      <td>
                        <details>
                          <summary>
                            {v.title}, {v.content.length.toLocaleString("en-IN")} characters
                          </summary>
                          <pre className={styles.text}>{v.content}</pre>
                        </details>
                      </td>
                      <td>{v.current ? "Shown now" : <RestoreVersionForm slug={slug} version={v.id} label={label} updatedAt={policy.updated_at} action={restorePolicyAction} />}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <History entityType="Policy" entityId={slug} title={policy.title} />
    </AdminPage>
  );
}
