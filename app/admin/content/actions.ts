"use server";
// The policy editor's forms: preview (the text rendered as the shop will show it, nothing saved),
// publish (a new version, through the staff API's schema and service) and restore an earlier version.
import { refresh } from "next/cache";
import { PolicyChangeInput, previewHtml, restorePolicyVersion, savePolicy } from "@/lib/admin/content/policies.ts";
import { parseForm, refusal, type FormState } from "@/lib/admin/form-state.ts";
import { staffAction } from "@/lib/admin/guard.ts";
import { isWrittenSlug } from "@/lib/content/written-pages.ts";
import { transaction } from "@/lib/db.ts";

const ACCESS = ["content"] as const;
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

export interface PolicyFormState extends FormState {
  /** The text rendered as the shop would show it, when the staff member asked for a preview. */
  preview?: string;
}

export const savePolicyAction = staffAction(ACCESS, "/admin/content/", async (caller, _prev: PolicyFormState, form: FormData): Promise<PolicyFormState> => {
  const slug = text(form.get("slug"));
  const body = {
    title: text(form.get("title")),
    content: text(form.get("content")),
    // Absent from an older form: left as they are.
    title_hi: form.has("title_hi") ? (text(form.get("title_hi")) ?? "") : undefined,
    content_hi: form.has("content_hi") ? (text(form.get("content_hi")) ?? "") : undefined,
    updated_at: text(form.get("updated_at")) || undefined,
  };
  const parsed = parseForm(PolicyChangeInput, body);
  if ("state" in parsed) return parsed.state;
  if (form.get("intent") === "preview") return { values: body, preview: isWrittenSlug(slug) ? await previewHtml(slug, parsed.data.content) : "" };
  try {
    const changed = await transaction((tx) => savePolicy(tx, { id: caller.user.id, ip: caller.ip }, slug, parsed.data));
    refresh();
    return { ok: changed ? "Published. The shop shows the new text now." : "Nothing changed: this is the text the shop shows." };
  } catch (e) {
    return refusal(e, body);
  }
});

export const restorePolicyAction = staffAction(ACCESS, "/admin/content/", async (caller, _prev: FormState, form: FormData): Promise<FormState> => {
  const slug = text(form.get("slug"));
  const version = text(form.get("version"));
  if (!/^\d{1,9}$/.test(version)) return { error: "This version does not exist." };
  try {
    const changed = await transaction((tx) => restorePolicyVersion(tx, { id: caller.user.id, ip: caller.ip }, slug, Number(version), text(form.get("updated_at")) || undefined));
    refresh();
    return { ok: changed ? "Restored: the shop shows that text again, kept as a new version." : "That is the text the shop shows already." };
  } catch (e) {
    return refusal(e, {});
  }
});
