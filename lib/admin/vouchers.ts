// Vouchers for staff (/admin/vouchers/ and /api/v2/admin/vouchers/): every rule of API.md §5.2 — a
// percentage of the lines' incl. values or a fixed amount incl. GST, a minimum basket value, a date
// window, multi-use / single use / once per customer, signed-in only — with uses and takings, made and
// changed through one zod schema, audited, and never saved over a newer staff change. Deactivating
// ends the voucher's window now: shoppers are told it has expired, as for any ended voucher.
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, Prisma, type Db, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import type { Voucher } from "@/lib/generated/prisma/client.ts";
import { money } from "@/lib/pricing/index.ts";
import { normaliseCode } from "@/lib/vouchers/rules.ts";

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { message: "A valid number with at most 2 decimal places is required.", abort: true })
  .refine((v) => Number(v) > 0, "Ensure this value is greater than 0.")
  .meta({ decimal: true });

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
/** A time as the API and the form's datetime-local send it; without an offset it is India's time. */
export const toDate = (s: string) => new Date(/(Z|[+-]\d{2}:\d{2})$/.test(s) ? s : `${s.length === 16 ? `${s}:00` : s}+05:30`);
const when = z
  .string()
  .trim()
  .regex(DATETIME, { message: "Enter a date and time, e.g. 2026-12-01T09:00.", abort: true })
  .refine((s) => Number.isFinite(toDate(s).getTime()), "Enter a date and time, e.g. 2026-12-01T09:00.")
  .describe("ISO 8601; without an offset, India's time (+05:30).");

const VoucherFields = z.object({
  name: z.string().trim().min(1).max(128),
  code: z.string().trim().min(3).max(32).regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only.").describe("Stored upper-case; shoppers type it in any case."),
  kind: z.enum(["percentage", "fixed"]).describe("percentage: of the lines' values incl. GST; fixed: an amount incl. GST."),
  value: amount,
  min_basket_value: amount.nullable().optional().describe("Compared with the lines' total incl. GST before discounts; null: none."),
  start_datetime: when,
  end_datetime: when,
  usage: z.enum(["multi_use", "single_use", "once_per_customer"]),
  signed_in_only: z.boolean(),
});

export const VoucherInput = VoucherFields.extend({
  usage: VoucherFields.shape.usage.default("multi_use"),
  signed_in_only: VoucherFields.shape.signed_in_only.default(false),
}).meta({ id: "VoucherInput" });
export const VoucherPatchInput = VoucherFields.partial()
  .extend({ updated_at: z.string().max(40).optional().describe("The voucher's date_updated as read: a voucher changed since is refused with 409 edit_conflict.") })
  .meta({ id: "VoucherPatchInput" });
export type VoucherData = z.infer<typeof VoucherInput>;
export type VoucherPatch = z.infer<typeof VoucherPatchInput>;

export const VoucherFilters = z.object({
  q: z.string().trim().max(100).optional().describe("Part of the code or name."),
  state: z.enum(["live", "scheduled", "ended"]).optional(),
});

export const AdminVoucherSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    code: z.string(),
    kind: z.enum(["percentage", "fixed"]),
    value: z.string(),
    min_basket_value: z.string().nullable(),
    start_datetime: z.string(),
    end_datetime: z.string(),
    usage: z.enum(["multi_use", "single_use", "once_per_customer"]),
    signed_in_only: z.boolean(),
    state: z.enum(["live", "scheduled", "ended"]),
    num_basket_additions: z.int(),
    num_orders: z.int().describe("Orders placed with it (uses)."),
    total_discount: z.string().describe("Discount given in all."),
    takings: z.string().describe("Total incl. GST of the orders placed with it, cancelled ones left out."),
    date_updated: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminVoucher" });
export type AdminVoucher = z.infer<typeof AdminVoucherSchema>;

export function stateOf(v: Pick<Voucher, "startDatetime" | "endDatetime">, now = new Date()): "live" | "scheduled" | "ended" {
  if (now < v.startDatetime) return "scheduled";
  return now > v.endDatetime ? "ended" : "live";
}

/** The fields audited and compared: what the staff member set. */
function shapeOf(v: Voucher) {
  return {
    name: v.name,
    code: v.code,
    kind: v.kind,
    value: money(v.value),
    min_basket_value: v.minBasketValue === null ? null : money(v.minBasketValue),
    start_datetime: v.startDatetime.toISOString(),
    end_datetime: v.endDatetime.toISOString(),
    usage: v.usage,
    signed_in_only: v.signedInOnly,
  };
}

async function takingsOf(ids: number[], client: Tx | Db = db()): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await client.$queryRaw<{ voucherId: number; takings: string }[]>`
    SELECT va."voucherId", SUM(o."totalInclTax")::text AS takings FROM "VoucherApplication" va JOIN "Order" o ON o.id = va."orderId"
    WHERE va."voucherId" IN (${Prisma.join(ids)}) AND o.status <> 'cancelled' GROUP BY va."voucherId"`;
  return new Map(rows.map((r) => [r.voucherId, money(r.takings)]));
}

export async function adminVouchersJson(rows: Voucher[], client: Tx | Db = db(), now = new Date()): Promise<AdminVoucher[]> {
  const takings = await takingsOf(rows.map((r) => r.id), client);
  return rows.map((v) => ({
    id: v.id,
    ...shapeOf(v),
    state: stateOf(v, now),
    num_basket_additions: v.numBasketAdditions,
    num_orders: v.numOrders,
    total_discount: money(v.totalDiscount),
    takings: takings.get(v.id) ?? "0.00",
    date_updated: v.dateUpdated.toISOString(),
  }));
}

export function voucherWhere(q: z.infer<typeof VoucherFilters>, now = new Date()): Prisma.VoucherWhereInput {
  const and: Prisma.VoucherWhereInput[] = [];
  if (q.q) and.push({ OR: [{ code: { contains: q.q, mode: "insensitive" } }, { name: { contains: q.q, mode: "insensitive" } }] });
  if (q.state === "live") and.push({ startDatetime: { lte: now }, endDatetime: { gte: now } });
  if (q.state === "scheduled") and.push({ startDatetime: { gt: now } });
  if (q.state === "ended") and.push({ endDatetime: { lt: now } });
  return { AND: and };
}

export const countVouchers = (where: Prisma.VoucherWhereInput) => db().voucher.count({ where });
export const listVouchers = (where: Prisma.VoucherWhereInput, offset: number, limit: number) =>
  db().voucher.findMany({ where, orderBy: [{ endDatetime: "desc" }, { id: "desc" }], skip: offset, take: limit });

export async function voucherOr404(id: number, client: Tx | Db = db()): Promise<Voucher> {
  const v = await client.voucher.findUnique({ where: { id } });
  if (!v) throw new NotFoundError();
  return v;
}

/** The rules between fields, on the voucher as it would be saved. */
function checkRules(v: { kind: string; value: string; start: Date; end: Date }): void {
  const errors: Record<string, string[]> = {};
  if (v.kind === "percentage" && Number(v.value) > 100) errors.value = ["A percentage cannot be above 100."];
  if (v.end <= v.start) errors.end_datetime = ["The end must be after the start."];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

async function assertCodeFree(tx: Tx, code: string, except?: number): Promise<void> {
  const other = await tx.voucher.findUnique({ where: { code }, select: { id: true } });
  if (other && other.id !== except) throw new ValidationError({ code: ["A voucher with this code already exists."] });
}

type Actor = { id: number; ip?: string };

export async function createVoucher(tx: Tx, actor: Actor, input: VoucherData): Promise<Voucher> {
  const code = normaliseCode(input.code);
  const start = toDate(input.start_datetime);
  const end = toDate(input.end_datetime);
  checkRules({ kind: input.kind, value: input.value, start, end });
  await assertCodeFree(tx, code);
  const v = await tx.voucher.create({
    data: {
      name: input.name, code, kind: input.kind, value: input.value, minBasketValue: input.min_basket_value ?? null,
      startDatetime: start, endDatetime: end, usage: input.usage, signedInOnly: input.signed_in_only,
    },
  });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "voucher.create", entityType: "Voucher", entityId: v.id, after: shapeOf(v) });
  return v;
}

async function lockVoucher(tx: Tx, id: number): Promise<Voucher> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Voucher" WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new NotFoundError();
  return tx.voucher.findUniqueOrThrow({ where: { id } });
}

export async function updateVoucher(tx: Tx, actor: Actor, id: number, patch: VoucherPatch): Promise<Voucher> {
  const row = await lockVoucher(tx, id);
  await assertUnchanged("Voucher", id, row.dateUpdated, patch.updated_at, tx);
  const before = shapeOf(row);
  const code = patch.code === undefined ? row.code : normaliseCode(patch.code);
  const start = patch.start_datetime === undefined ? row.startDatetime : toDate(patch.start_datetime);
  const end = patch.end_datetime === undefined ? row.endDatetime : toDate(patch.end_datetime);
  const kind = patch.kind ?? row.kind;
  const value = patch.value ?? money(row.value);
  checkRules({ kind, value, start, end });
  if (code !== row.code) await assertCodeFree(tx, code, id);
  const after = {
    name: patch.name ?? row.name, code, kind, value: money(value),
    min_basket_value: patch.min_basket_value === undefined ? before.min_basket_value : patch.min_basket_value === null ? null : money(patch.min_basket_value),
    start_datetime: start.toISOString(), end_datetime: end.toISOString(), usage: patch.usage ?? row.usage, signed_in_only: patch.signed_in_only ?? row.signedInOnly,
  };
  if (JSON.stringify(after) === JSON.stringify(before)) return row;
  const saved = await tx.voucher.update({
    where: { id },
    data: {
      name: after.name, code, kind, value: after.value, minBasketValue: after.min_basket_value, startDatetime: start, endDatetime: end,
      usage: after.usage, signedInOnly: after.signed_in_only, dateUpdated: new Date(),
    },
  });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "voucher.update", entityType: "Voucher", entityId: id, before, after });
  return saved;
}

/** Ends the voucher's window now (an ended voucher stays as it is). */
export async function deactivateVoucher(tx: Tx, actor: Actor, id: number, seen?: string): Promise<Voucher> {
  const row = await lockVoucher(tx, id);
  await assertUnchanged("Voucher", id, row.dateUpdated, seen, tx);
  const now = new Date();
  if (row.endDatetime <= now) return row;
  const saved = await tx.voucher.update({ where: { id }, data: { endDatetime: now, ...(row.startDatetime >= now ? { startDatetime: new Date(now.getTime() - 1000) } : {}), dateUpdated: now } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "voucher.deactivate", entityType: "Voucher", entityId: id, before: shapeOf(row), after: shapeOf(saved) });
  return saved;
}
