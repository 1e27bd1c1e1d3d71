"use server";
// The careers forms: job posts (make, change with the version read, open and close, delete while nobody
// has applied), professions (add, rename, delete while unused) and applications (move the status with a
// note, never over a newer change; mail the candidate). They run the staff API's services with its zod schemas.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { ApplicationPatchInput, changeApplication } from "@/lib/admin/careers/applications.ts";
import { createJobPost, deleteJobPost, JobPostInput, JobPostPatchInput, updateJobPost } from "@/lib/admin/careers/jobs.ts";
import { CandidateMailInput, sendCandidateMail } from "@/lib/admin/careers/mail.ts";
import { createProfession, deleteProfession, ProfessionInput, renameProfession } from "@/lib/admin/careers/professions.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["careers"] as const;
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.trim() : undefined);
const idOf = (form: FormData) => {
  const raw = text(form.get("id")) ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};
const actorOf = (caller: { user: { id: number }; ip?: string }) => ({ id: caller.user.id, ip: caller.ip });

/** The job post form as the API's JSON body: an empty slug is made from the title, an empty day is none. */
function jobBodyOf(form: FormData): Record<string, unknown> {
  const slug = text(form.get("slug"));
  const closes = text(form.get("closes_at"));
  return {
    title: text(form.get("title")),
    slug: slug ? slug : undefined,
    department: text(form.get("department")),
    location: text(form.get("location")),
    employment_type: text(form.get("employment_type")),
    experience: text(form.get("experience")),
    description: text(form.get("description")),
    is_open: form.get("is_open") === "on",
    closes_at: closes ? closes : null,
  };
}

export const saveJobPost = staffAction(ACCESS, "/admin/careers/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const editing = text(form.get("id"));
  let id: number;
  try {
    if (editing) {
      const existing = idOf(form);
      if (existing === null) return { message: "This job post does not exist." };
      id = existing;
      const parsed = await parseInput(JobPostPatchInput, { ...jobBodyOf(form), updated_at: text(form.get("updated_at")) });
      if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
      await transaction((tx) => updateJobPost(tx, actorOf(caller), id, parsed.data));
    } else {
      const parsed = await parseInput(JobPostInput, jobBodyOf(form));
      if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
      id = (await transaction((tx) => createJobPost(tx, actorOf(caller), parsed.data))).id;
    }
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  if (!editing) redirect(`/admin/careers/jobs/${id}/`);
  refresh();
  return { ok: true, message: "Saved." };
});

export const setJobPostOpen = staffAction(ACCESS, "/admin/careers/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This job post does not exist." };
  const open = text(form.get("open")) === "yes";
  try {
    await transaction((tx) => updateJobPost(tx, actorOf(caller), id, { is_open: open, updated_at: text(form.get("updated_at")) }));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: open ? "Opened: the post is on the careers pages." : "Closed: the post has left the careers pages, the sitemap and the API." };
});

export const removeJobPost = staffAction(ACCESS, "/admin/careers/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This job post does not exist." };
  try {
    await transaction((tx) => deleteJobPost(tx, actorOf(caller), id));
  } catch (e) {
    return stateOfError(e);
  }
  redirect("/admin/careers/");
});

export const saveProfession = staffAction(ACCESS, "/admin/careers/professions/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const parsed = await parseInput(ProfessionInput, { name: text(form.get("name")) });
  if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
  const editing = text(form.get("id"));
  const id = idOf(form);
  if (editing && id === null) return { message: "This profession does not exist." };
  try {
    await transaction((tx) => (id === null ? createProfession(tx, actorOf(caller), parsed.data) : renameProfession(tx, actorOf(caller), id, parsed.data)));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: id === null ? `Added ${parsed.data.name}.` : "Renamed." };
});

export const removeProfession = staffAction(ACCESS, "/admin/careers/professions/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This profession does not exist." };
  try {
    await transaction((tx) => deleteProfession(tx, actorOf(caller), id));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: "Deleted." };
});

export const moveApplication = staffAction(ACCESS, "/admin/careers/applications/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This application does not exist." };
  const status = text(form.get("status"));
  const note = text(form.get("note"));
  const parsed = await parseInput(ApplicationPatchInput, { ...(status ? { status } : {}), ...(note ? { note } : {}), updated_at: text(form.get("updated_at")) });
  if (!parsed.ok) {
    const state = stateOfError(new ValidationError(parsed.errors));
    return { ...state, message: state.errors?.non_field_errors ?? state.message, values: sentValues(form) };
  }
  try {
    await transaction((tx) => changeApplication(tx, actorOf(caller), id, parsed.data));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: parsed.data.status ? `Moved to ${parsed.data.status}.` : "Note added." };
});

export const mailCandidate = staffAction(ACCESS, "/admin/careers/applications/", async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const id = idOf(form);
  if (id === null) return { message: "This application does not exist." };
  const parsed = await parseInput(CandidateMailInput, { kind: text(form.get("kind")), subject: text(form.get("subject")), body: text(form.get("body")) });
  if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
  try {
    await transaction((tx) => sendCandidateMail(tx, actorOf(caller), id, parsed.data));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: "The mail is queued: it is listed below." };
});
