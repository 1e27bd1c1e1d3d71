// Vouchers (codes upper-case). Matched by code. Usage counters belong to the shop once it runs:
// a re-run sets them on new vouchers only.
import type { SeedContext } from "./context.ts";
import { applyPlan, planSync } from "./sync.ts";

const at = (date: string) => new Date(`${date}T00:00:00+05:30`);
const endOf = (date: string) => new Date(`${date}T23:59:59+05:30`);

export const vouchers = [
  { code: "WELCOME10", name: "Welcome: 10% off your first home order", kind: "percentage", value: "10.00", minBasketValue: null, startDatetime: at("2026-01-01"), endDatetime: endOf("2027-12-31"), usage: "multi_use", signedInOnly: false },
  { code: "FLAT2000", name: "₹2,000 off orders above ₹20,000", kind: "fixed", value: "2000.00", minBasketValue: "20000.00", startDatetime: at("2026-01-01"), endDatetime: endOf("2027-12-31"), usage: "multi_use", signedInOnly: false },
  { code: "DIWALI2025", name: "Diwali 2025: 15% off", kind: "percentage", value: "15.00", minBasketValue: "10000.00", startDatetime: at("2025-10-10"), endDatetime: endOf("2025-10-26"), usage: "multi_use", signedInOnly: false },
  { code: "FIRSTHOME", name: "First home: ₹5,000 off (one use only)", kind: "fixed", value: "5000.00", minBasketValue: "50000.00", startDatetime: at("2026-01-01"), endDatetime: endOf("2027-06-30"), usage: "single_use", signedInOnly: false },
  { code: "HANDLOOM15", name: "Handloom love: 15% off, once per customer", kind: "percentage", value: "15.00", minBasketValue: "5000.00", startDatetime: at("2026-08-07"), endDatetime: endOf("2027-08-07"), usage: "once_per_customer", signedInOnly: false },
  { code: "MEMBERS5", name: "Members: 5% off when signed in", kind: "percentage", value: "5.00", minBasketValue: null, startDatetime: at("2026-01-01"), endDatetime: endOf("2027-12-31"), usage: "multi_use", signedInOnly: true },
  { code: "BIGHOME25K", name: "₹25,000 off orders above ₹2,50,000", kind: "fixed", value: "25000.00", minBasketValue: "250000.00", startDatetime: at("2026-06-01"), endDatetime: endOf("2027-05-31"), usage: "multi_use", signedInOnly: false },
] as const;

export async function seedVouchers(ctx: SeedContext): Promise<void> {
  const { prisma } = ctx;
  const rows = vouchers.map((v) => ({ ...v, code: v.code.toUpperCase(), dateCreated: new Date(v.startDatetime.getTime() - 7 * 86_400_000) }));
  const plan = planSync(await prisma.voucher.findMany(), (v) => v.code, rows, (w) => w.code, ["numBasketAdditions", "numOrders", "totalDiscount"]);
  await applyPlan(ctx.stats, "Voucher", plan, (data) => prisma.voucher.createMany({ data }), (row, data) => prisma.voucher.update({ where: { id: row.id }, data }));
}
