"use client";
// A policy's editor: title and Markdown text, "Preview" (rendered as the shop will show it, nothing
// saved) and "Publish" (a new version). A plain form posting to Server Actions: it works without
// JavaScript. The hidden updated_at refuses a publish over someone else's newer text.
// The form is keyed by the version it shows, so a restore or a colleague's publish (after a refresh) shows the new text.
import { useActionState, useId } from "react";
import { Field } from "@/components/account/field.tsx";
import forms from "@/components/account/forms.module.css";
import button from "@/components/ui/button.module.css";
import type { PolicyFormState } from "@/app/admin/content/actions.ts";
import styles from "./policy-editor.module.css";

interface PolicyEditorProps {
  slug: string;
  title: string;
  content: string;
  /** Hindi shoppers see these where filled, the English ones otherwise. */
  titleHi: string;
  contentHi: string;
  updatedAt: string | null;
  /** A page (about, delivery, questions) may use the shop's details by placeholder; the questions page is one "## " per question. */
  kind: "policy" | "page";
  action: (state: PolicyFormState, form: FormData) => Promise<PolicyFormState>;
}

const MARKDOWN_HINT = "## for a heading, **bold**, - for a list item, [words](/contact/) for a link. Raw HTML is not shown.";
const PLACEHOLDER_HINT = " {phone}, {hours}, {address}, {email}, {shop} and {legal_name} become the shop's details.";

export function PolicyEditor({ slug, title, content, titleHi, contentHi, updatedAt, kind, action }: PolicyEditorProps) {
  const hint = kind === "page" ? `${slug === "faq" ? "Each question is a ## heading, its answer the text below it. " : ""}${MARKDOWN_HINT}${PLACEHOLDER_HINT}` : MARKDOWN_HINT;
  const [state, formAction, pending] = useActionState(action, {});
  const previewId = useId();
  const e = state.errors ?? {};
  const sent = state.values as { title?: string; content?: string; title_hi?: string; content_hi?: string } | undefined;
  return (
    <>
      <form action={formAction} className={forms.form} aria-label="Edit the policy" key={`${updatedAt}:${JSON.stringify(sent ?? {})}`}>
        <input type="hidden" name="slug" value={slug} />
        {updatedAt && <input type="hidden" name="updated_at" value={updatedAt} />}
        {(state.ok || state.error) && (
          <p role={state.ok ? "status" : "alert"} className={state.ok ? forms.status : forms.alert}>
            {state.ok ?? state.error}
          </p>
        )}
        <Field id="policy-title" label="Title" error={e.title}>
          {(p) => <input {...p} name="title" className={forms.input} defaultValue={sent?.title ?? title} required maxLength={200} />}
        </Field>
        <Field id="policy-content" label="Text (Markdown)" hint={hint} error={e.content}>
          {(p) => <textarea {...p} name="content" className={`${forms.input} ${styles.editor}`} rows={24} defaultValue={sent?.content ?? content} required spellCheck />}
        </Field>
        <Field id="policy-title-hi" label="Title (Hindi)" hint="Empty: Hindi pages show the English title." error={e.title_hi}>
          {(p) => <input {...p} name="title_hi" lang="hi" className={forms.input} defaultValue={sent?.title_hi ?? titleHi} maxLength={200} />}
        </Field>
        <Field id="policy-content-hi" label="Text (Hindi, Markdown)" hint="Empty: Hindi pages show the English text." error={e.content_hi}>
          {(p) => <textarea {...p} name="content_hi" lang="hi" className={`${forms.input} ${styles.editor}`} rows={12} defaultValue={sent?.content_hi ?? contentHi} />}
        </Field>
        <div className={styles.buttons}>
          <button type="submit" name="intent" value="preview" className={button.secondary} disabled={pending} aria-controls={previewId}>
            Preview
          </button>
          <button type="submit" name="intent" value="publish" className={button.primary} disabled={pending}>
            Publish
          </button>
        </div>
      </form>
      <section id={previewId} aria-labelledby={`${previewId}-h`} hidden={state.preview === undefined}>
        <h2 id={`${previewId}-h`}>Preview (not published)</h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by lib/content/markdown.ts, which escapes raw HTML and unsafe links, as the shop's page does. */}
        <div className={styles.preview} dangerouslySetInnerHTML={{ __html: state.preview ?? "" }} />
      </section>
    </>
  );
}
