// A voucher as its form shows it: times as India's datetime-local values ("2026-12-01T09:00").
import type { Voucher } from "@/lib/generated/prisma/client.ts";
import { money } from "@/lib/pricing/index.ts";

const IST_MS = 330 * 60_000;

/** `date` as a datetime-local value in India's time. */
export const indiaLocal = (date: Date) => new Date(date.getTime() + IST_MS).toISOString().slice(0, 16);

export function voucherFormValues(v: Voucher) {
  return {
    id: v.id,
    name: v.name,
    code: v.code,
    kind: v.kind,
    value: money(v.value),
    minBasketValue: v.minBasketValue === null ? "" : money(v.minBasketValue),
    start: indiaLocal(v.startDatetime),
    end: indiaLocal(v.endDatetime),
    usage: v.usage,
    signedInOnly: v.signedInOnly,
    updatedAt: v.dateUpdated.toISOString(),
  };
}
