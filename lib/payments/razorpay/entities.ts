// Razorpay's entities as the shop reads them: zod schemas of the answers (unknown fields dropped, so a
// field Razorpay adds breaks nothing), with every paise amount turned into a Decimal (paise.ts).
import { z } from "zod";
import { fromPaise } from "./paise.ts";

/** An amount in paise on the wire, a Decimal in rupees once read. */
const paise = z.number().int().nonnegative().transform(fromPaise);

/** Razorpay answers empty notes as `[]` (and an object otherwise); read both as an object of texts. */
export const razorpayNotes = z.union([
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]).transform((v) => (v === null ? "" : String(v)))),
  z.array(z.unknown()).max(0).transform((): Record<string, string> => ({})),
]);

const timestamp = z.number().int().nonnegative();
const id = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`));

export const razorpayOrder = z.object({
  id: id("order"),
  entity: z.literal("order"),
  amount: paise,
  amount_paid: paise,
  amount_due: paise,
  currency: z.string(),
  receipt: z.string().nullable(),
  /** created: no payment tried; attempted: a payment was tried (failed or not captured); paid: captured. */
  status: z.enum(["created", "attempted", "paid"]),
  attempts: z.number().int().nonnegative(),
  notes: razorpayNotes,
  created_at: timestamp,
});
export type RazorpayOrder = z.output<typeof razorpayOrder>;

export const razorpayPayment = z.object({
  id: id("pay"),
  entity: z.literal("payment"),
  amount: paise,
  currency: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  order_id: z.string().nullable(),
  method: z.string().nullable(),
  amount_refunded: paise,
  refund_status: z.enum(["partial", "full"]).nullable(),
  captured: z.boolean(),
  description: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  contact: z.string().nullable().optional(),
  notes: razorpayNotes,
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  error_source: z.string().nullable().optional(),
  error_step: z.string().nullable().optional(),
  error_reason: z.string().nullable().optional(),
  created_at: timestamp,
});
export type RazorpayPayment = z.output<typeof razorpayPayment>;

export const razorpayRefund = z.object({
  id: id("rfnd"),
  entity: z.literal("refund"),
  amount: paise,
  currency: z.string(),
  payment_id: id("pay"),
  notes: razorpayNotes,
  receipt: z.string().nullable(),
  status: z.enum(["pending", "processed", "failed"]),
  speed_requested: z.string().optional(),
  speed_processed: z.string().optional(),
  created_at: timestamp,
});
export type RazorpayRefund = z.output<typeof razorpayRefund>;

export const collectionOf = <T extends z.ZodType>(item: T) =>
  z.object({ entity: z.literal("collection"), count: z.number().int(), items: z.array(item) });

/** Razorpay's error body: `{"error": {"code", "description", "field"?, "source"?, "step"?, "reason"?, "metadata"?}}`. */
export const razorpayErrorBody = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    field: z.string().nullable().optional(),
    source: z.string().nullable().optional(),
    step: z.string().nullable().optional(),
    reason: z.string().nullable().optional(),
    metadata: z.record(z.string(), z.unknown()).or(z.array(z.unknown())).nullable().optional(),
  }),
});
export type RazorpayErrorDetails = z.output<typeof razorpayErrorBody>["error"];
