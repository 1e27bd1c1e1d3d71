// Staff refunding part or all of an order (orders group), from the order page or
// POST /api/v2/admin/orders/{id}/refunds/, and recording a cash-on-delivery refund paid by UPI
// (POST /api/v2/admin/refunds/{id}/paid/). The money rules are lib/payments/refunds.ts's; this adds the
// input, the audit entry and the one serializer of a refund.
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, transaction } from "@/lib/db.ts";
import { NotFoundError, type FieldErrors } from "@/lib/errors.ts";
import type { Refund } from "@/lib/generated/prisma/client.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { fieldErrors } from "@/lib/http/validation.ts";
import { amountLeftToRefund, markRefundPaid, requestRefund } from "@/lib/payments/refunds.ts";
import { dec, money } from "@/lib/pricing/index.ts";
import { cleanUpiId, UPI_ID_MESSAGE } from "@/lib/returns/upi.ts";

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

export const RefundInput = z.object({
  amount: z
    .string()
    .trim()
    .regex(AMOUNT, "Enter an amount in rupees, e.g. 1250 or 1250.50.")
    // (zod runs this even when the pattern failed: only a well-formed amount is read)
    .refine((v) => !AMOUNT.test(v) || dec(v).gt(0), "Enter an amount above zero.")
    .meta({ label: "Amount" }),
  reason: z.string().trim().min(1, "Say why (the buyer reads it).").max(500).meta({ label: "Reason" }),
  upi_id: z.string().trim().max(300).refine((v) => cleanUpiId(v) !== null, UPI_ID_MESSAGE).optional().meta({ label: "Buyer's UPI ID (cash on delivery)" }),
});
export type RefundFields = z.infer<typeof RefundInput>;

export const RefundPaidInput = z.object({
  reference: z.string().trim().min(1, "Enter the UPI transfer's reference.").max(100).meta({ label: "UPI reference" }),
});

export const RefundSchema = z
  .object({
    id: z.int(),
    amount: z.string(),
    status: z.enum(["requested", "sending", "pending", "processed", "failed"]).describe("requested: not yet sent (cash on delivery: waiting for staff to pay by UPI); pending: the provider is processing it."),
    reason: z.string(),
    method: z.enum(["provider", "upi"]).describe("provider: back to the original online payment; upi: cash on delivery, sent by staff to the buyer's UPI ID."),
    upi_id: z.string().nullable(),
    reference: z.string().nullable().describe("The provider's refund id, or the UPI transfer's reference."),
    failure_reason: z.string().nullable(),
    created_at: z.iso.datetime(),
    processed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "Refund" });

export function refundJson(r: Refund): z.infer<typeof RefundSchema> {
  return {
    id: r.id,
    amount: money(r.amount),
    status: r.status,
    reason: r.reason,
    method: r.paymentId === null ? "upi" : "provider",
    upi_id: r.upiId,
    reference: r.reference,
    failure_reason: r.failureReason,
    created_at: r.createdAt.toISOString(),
    processed_at: r.processedAt?.toISOString() ?? null,
  };
}

export interface Staff {
  userId: number;
  ip?: string;
}

export async function staffRefund(staff: Staff, rawOrderId: string | number, input: RefundFields): Promise<Refund> {
  const orderId = typeof rawOrderId === "number" ? rawOrderId : integerId(rawOrderId);
  if (orderId === null) throw new NotFoundError();
  return transaction(async (tx) => {
    if (!(await tx.order.count({ where: { id: orderId } }))) throw new NotFoundError();
    const refund = await requestRefund(tx, { orderId, amount: dec(input.amount), reason: input.reason, upiId: input.upi_id ?? null, createdById: staff.userId });
    await recordStaffAction(tx, {
      actorId: staff.userId,
      action: "order.refund",
      entityType: "order",
      entityId: orderId,
      after: { refund: refund.id, amount: money(refund.amount), reason: refund.reason, ...(refund.upiId ? { upi_id: refund.upiId } : {}) },
      ip: staff.ip,
    });
    return refund;
  });
}

export async function staffMarkRefundPaid(staff: Staff, rawRefundId: string | number, reference: string): Promise<Refund> {
  const refundId = typeof rawRefundId === "number" ? rawRefundId : integerId(rawRefundId);
  if (refundId === null) throw new NotFoundError();
  return transaction(async (tx) => {
    if (!(await tx.refund.count({ where: { id: refundId } }))) throw new NotFoundError();
    const refund = await markRefundPaid(tx, { refundId, reference, staffId: staff.userId });
    await recordStaffAction(tx, { actorId: staff.userId, action: "order.refund_paid", entityType: "order", entityId: refund.orderId, after: { refund: refund.id, reference: reference.trim() }, ip: staff.ip });
    return tx.refund.findUniqueOrThrow({ where: { id: refundId } });
  });
}

/** A form's fields read as the API's input; field errors like the API's 400. */
export function readRefundForm(form: FormData): { input: RefundFields; errors: null } | { input: null; errors: FieldErrors } {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" && v.trim() ? v : undefined;
  };
  const parsed = RefundInput.safeParse({ amount: text("amount") ?? "", reason: text("reason") ?? "", upi_id: text("upi_id") });
  return parsed.success ? { input: parsed.data, errors: null } : { input: null, errors: JSON.parse(JSON.stringify(fieldErrors(parsed.error.issues))) as FieldErrors };
}

/** The refunds of the order of path segment `rawId`, oldest first; 404 for no such order. */
export async function refundsOfOrder(rawId: string): Promise<Refund[]> {
  const id = integerId(rawId);
  if (id === null || !(await db().order.count({ where: { id } }))) throw new NotFoundError();
  return db().refund.findMany({ where: { orderId: id }, orderBy: { id: "asc" } });
}

/** What the staff order page shows of the order's money: its payments, its refunds and what is left to refund. */
export async function orderMoney(orderId: number) {
  const [payments, refunds, left] = await Promise.all([
    db().payment.findMany({ where: { orderId }, orderBy: { id: "asc" } }),
    db().refund.findMany({ where: { orderId }, orderBy: { id: "asc" } }),
    amountLeftToRefund(db(), orderId, { lock: false }),
  ]);
  return { payments, refunds, left };
}
