// Staff move a return along (statuses.ts): approve or refuse it with a note for the buyer, mark it
// picked up, and received — whether the goods can be sold again. Each move is a conditional UPDATE on
// the status it was read with and the version the staff member saw (two staff at once: one wins, the
// other is told who changed it), audited, a tracking event and a mail in one transaction. Receiving
// also puts resaleable stock back, issues the return's credit note and the refund (receive.ts).
import { assertUnchanged, editConflict } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { transaction, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import type { Decimal } from "@/lib/pricing/index.ts";
import { recordReturnStep } from "./events.ts";
import { receiveReturn } from "./receive.ts";
import { RETURN_STATUS_LABELS, STAFF_RETURN_ACTIONS, type ReturnStatusName, type StaffReturnAction } from "./statuses.ts";

export interface ReturnMove {
  action: StaffReturnAction;
  /** For the buyer (approve, refuse: required to refuse). */
  note?: string;
  /** Received: whether the goods can be sold again (their stock is put back). */
  resaleable?: boolean;
  /** The return's `updated_at` as the staff member read it. */
  updatedAt?: string | null;
}

export interface StaffActor {
  userId: number;
  ip?: string;
}

export const AUDIT_ENTITY = "return";

async function move(tx: Tx, id: number, m: ReturnMove, actor: StaffActor): Promise<void> {
  const current = await tx.returnRequest.findUnique({ where: { id } });
  if (!current) throw new NotFoundError();
  await assertUnchanged(AUDIT_ENTITY, id, current.updatedAt, m.updatedAt, tx);
  const rule = STAFF_RETURN_ACTIONS[m.action];
  const from = current.status as ReturnStatusName;
  if (!(rule.from as readonly string[]).includes(from)) {
    throw new ConflictError(`A return that is ${RETURN_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${RETURN_STATUS_LABELS[rule.to].toLowerCase()}.`, "illegal_return_move");
  }
  const note = m.note?.trim() ?? "";
  if (m.action === "refuse" && !note) throw new ValidationError({ note: ["Say why the return is refused: the buyer reads it."] });
  if (m.action === "received" && m.resaleable === undefined) throw new ValidationError({ resaleable: ["Say whether the items can be sold again."] });
  const data = {
    status: rule.to,
    ...(m.action === "approve" || m.action === "refuse" ? { staffNote: note } : {}),
    ...(m.action === "received" ? { resaleable: m.resaleable } : {}),
  };
  const moved = await tx.returnRequest.updateMany({ where: { id, status: from, updatedAt: current.updatedAt }, data });
  if (moved.count === 0) throw await editConflict(AUDIT_ENTITY, id, current.updatedAt, tx);
  let refund: Decimal | null = null;
  if (m.action === "received") refund = await receiveReturn(tx, id, { resaleable: m.resaleable!, staffId: actor.userId });
  await recordStaffAction(tx, {
    actorId: actor.userId,
    action: `return.${m.action}`,
    entityType: AUDIT_ENTITY,
    entityId: id,
    before: { status: from, staff_note: current.staffNote, resaleable: current.resaleable },
    after: { status: rule.to, staff_note: "staffNote" in data ? data.staffNote : current.staffNote, resaleable: m.action === "received" ? m.resaleable : current.resaleable },
    ip: actor.ip,
  });
  await recordReturnStep(tx, { returnId: id, status: rule.to, note, refund, actorId: actor.userId });
}

/** Moves return `rawId` (the path segment); 404 for no such return. */
export async function moveReturn(rawId: string | undefined, m: ReturnMove, actor: StaffActor): Promise<number> {
  const id = rawId === undefined ? null : integerId(rawId);
  if (id === null) throw new NotFoundError();
  await transaction((tx) => move(tx, id, m, actor));
  return id;
}
