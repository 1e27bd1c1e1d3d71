import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { JobPostForm } from "@/components/admin/careers/job-post-form.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { saveJobPost } from "../../actions.ts";

export const metadata: Metadata = { title: "New job post" };

export const instant = false;

const PATH = "/admin/careers/jobs/new/";

export default async function NewJobPostPage() {
  await requireStaffPage(PATH);
  const values = { title: "", slug: "", department: "", location: "", employmentType: "full_time", experience: "", description: "", isOpen: true, closesAt: "" };
  return (
    <AdminPage path={PATH} title="New job post">
      <JobPostForm values={values} action={saveJobPost} submitLabel="Create the job post" />
    </AdminPage>
  );
}
