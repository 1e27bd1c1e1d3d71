import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { ButtonForm } from "@/components/admin/careers/button-form.tsx";
import { JobPostForm } from "@/components/admin/careers/job-post-form.tsx";
import { DeleteForm } from "@/components/admin/delete-form.tsx";
import { History } from "@/components/admin/history.tsx";
import { jobPostsJson } from "@/lib/admin/careers/jobs.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { jobHref } from "@/lib/careers/jobs.ts";
import { db } from "@/lib/db.ts";
import { removeJobPost, saveJobPost, setJobPostOpen } from "../../actions.ts";

export const metadata: Metadata = { title: "Job post" };

export const instant = false;

/** The India day of a closing time, for the date input. */
function indiaDay(d: Date | null): string {
  return d ? new Date(d.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10) : "";
}

export default async function JobPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `/admin/careers/jobs/${raw}/`;
  await requireStaffPage(path);
  const j = /^\d{1,9}$/.test(raw) ? await db().jobAlert.findUnique({ where: { id: Number(raw) } }) : null;
  if (!j) notFound();
  const [json] = await jobPostsJson([j], null);
  const open = json.state === "open";
  const values = {
    id: j.id, title: j.title, slug: j.slug, department: j.department, location: j.location, employmentType: j.employmentType,
    experience: j.experience, description: j.description, isOpen: j.isOpen, closesAt: indiaDay(j.closesAt), updatedAt: j.updatedAt.toISOString(),
  };
  return (
    <AdminPage path={path} title={j.title}>
      <p>
        {open ? (
          <>
            Open: shown at <Link href={jobHref(j.slug)}>{jobHref(j.slug)}</Link>
          </>
        ) : (
          "Closed: not on the careers pages"
        )}{" "}
        · <Link href={`/admin/careers/applications/?job_alert=${j.id}`}>{json.applications === 1 ? "1 application" : `${json.applications} applications`}</Link>
      </p>
      <ButtonForm
        label={j.isOpen ? "Close the job post" : "Open the job post"}
        hint={j.isOpen ? "Closing takes the post off the careers pages, the sitemap and the API at once; its applications stay." : "Opening puts the post back on the careers pages (unless its last day has passed)."}
        fields={{ id: String(j.id), updated_at: j.updatedAt.toISOString(), open: j.isOpen ? "no" : "yes" }}
        primary={!j.isOpen}
        action={setJobPostOpen}
      />
      <h2>Edit</h2>
      <JobPostForm values={values} action={saveJobPost} submitLabel="Save the job post" />
      {json.applications === 0 && <DeleteForm id={j.id} label="Delete the job post" question={`Delete “${j.title}”? This cannot be undone.`} hint="Only a post nobody has applied to can be deleted." action={removeJobPost} />}
      <History entityType="JobAlert" entityId={j.id} title={j.title} />
    </AdminPage>
  );
}
