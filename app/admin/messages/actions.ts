"use server";
// The contact messages' forms: mark handled (or not) and reply by mail. They run the staff API's
// services with its zod schemas.
import { refresh } from "next/cache";
import { staffAction } from "@/lib/admin/guard.ts";
import { ContactReplyInput, replyToContactMessage, setHandled } from "@/lib/admin/messages/contact.ts";
import { sentValues, stateOfError, type StockFormState } from "@/lib/admin/stock-forms.ts";
import { transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { parseInput } from "@/lib/http/validation.ts";

const ACCESS = ["customers"] as const;
const PATH = "/admin/messages/";
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.trim() : "");

export const markHandled = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const raw = text(form.get("id"));
  if (!/^\d{1,9}$/.test(raw)) return { message: "This message does not exist." };
  const handled = text(form.get("handled")) === "true";
  try {
    await transaction((tx) => setHandled(tx, { id: caller.user.id, ip: caller.ip }, Number(raw), handled, text(form.get("updated_at")) || undefined));
  } catch (e) {
    return stateOfError(e);
  }
  refresh();
  return { ok: true, message: handled ? "Marked handled." : "Marked as still to handle." };
});

export const sendReply = staffAction(ACCESS, PATH, async (caller, _prev: StockFormState, form: FormData): Promise<StockFormState> => {
  const raw = text(form.get("id"));
  if (!/^\d{1,9}$/.test(raw)) return { message: "This message does not exist." };
  const parsed = await parseInput(ContactReplyInput, { body: form.get("body") });
  if (!parsed.ok) return { ...stateOfError(new ValidationError(parsed.errors)), values: sentValues(form) };
  try {
    await transaction((tx) => replyToContactMessage(tx, { id: caller.user.id, ip: caller.ip }, Number(raw), parsed.data.body));
  } catch (e) {
    return { ...stateOfError(e), values: sentValues(form) };
  }
  refresh();
  return { ok: true, message: "Reply queued: it is mailed through the outbox." };
});
