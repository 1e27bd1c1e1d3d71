// Staff edits never overwrite each other silently (decision 0105): a form or PATCH carries the version it
// was made from (the object's last-changed time, `updated_at`); when the object has changed since, the
// save is refused with who changed it and when, and the staff member reviews and saves again.
import { lastChangeOf } from "@/lib/audit/log.ts";
import { displayName } from "@/lib/auth/users.ts";
import type { Tx } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";

export const EDIT_CONFLICT_CODE = "edit_conflict";

const clock = new Intl.DateTimeFormat("en-IN", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "Asia/Kolkata" });

/**
 * The refusal: "Changed by Meera at 14:02 — review and save again." (409, code edit_conflict). `changes`
 * names the audit actions that change the object's version, where its history also holds others (a
 * résumé's downloads and mails): the message then names who made the change, not who read it last.
 */
export async function editConflict(entityType: string, entityId: string | number, changedAt: Date, client?: Tx, changes?: readonly string[]): Promise<ApiError> {
  const last = await lastChangeOf(entityType, entityId, client, changes);
  const who = last?.actor ? displayName(last.actor) : "someone else";
  const at = clock.format(last?.createdAt ?? changedAt);
  return new ApiError(409, { detail: `Changed by ${who} at ${at} — review and save again.`, code: EDIT_CONFLICT_CODE });
}

/**
 * Refuses the save when the object's `current` version is not the `seen` one the form or PATCH was made
 * from. Without `seen` (an integration that does not send it) the save goes ahead: the audit log still
 * has both versions.
 */
export async function assertUnchanged(entityType: string, entityId: string | number, current: Date, seen: string | undefined | null, tx?: Tx, changes?: readonly string[]): Promise<void> {
  if (!seen) return;
  const seenAt = Date.parse(seen);
  if (Number.isFinite(seenAt) && seenAt === current.getTime()) return;
  // Read through the transaction that locked the row (the embedded database has one connection).
  throw await editConflict(entityType, entityId, current, tx, changes);
}
