// A made-to-order lead time as staff give it, for a product class and for a product (which wins over its
// class, lib/shipping/lead-time.ts): working days at both ends or at neither, the longest not sooner than
// the shortest. Forms take the ends in weeks or working days; the API takes days.
import { z } from "zod";
import { WORKING_DAYS_PER_WEEK } from "@/lib/shipping/lead-time.ts";

export const MAX_LEAD_DAYS = 365;

/** One end of the range, in working days (null: ships from stock). */
export const leadEnd = z.int("Enter a whole number.").min(1, "Ensure this value is at least 1.").max(MAX_LEAD_DAYS, `Ensure this value is at most ${MAX_LEAD_DAYS}.`).nullable();

const MIN = "made_to_order_min_days";
const MAX = "made_to_order_max_days";

/** Both ends or neither, the longest not sooner than the shortest. An end left out (a PATCH) counts as not given. */
export function checkLeadTime(v: { made_to_order_min_days?: number | null; made_to_order_max_days?: number | null }, ctx: z.RefinementCtx): void {
  const [min, max] = [v[MIN] ?? null, v[MAX] ?? null];
  if (v[MIN] === undefined && v[MAX] === undefined) return;
  if ((min === null) !== (max === null)) ctx.addIssue({ code: "custom", path: [min === null ? MIN : MAX], message: "Give both ends of the lead time, or neither." });
  else if (min !== null && max !== null && min > max) ctx.addIssue({ code: "custom", path: [MAX], message: "Must not be sooner than the shortest." });
}

/** The form's `lead_min`, `lead_max` and `lead_unit` as the schema's ends in days (text the schema refuses stays text). */
export function leadTimeFromForm(form: FormData): { made_to_order_min_days: unknown; made_to_order_max_days: unknown } {
  const text = (k: string) => String(form.get(k) ?? "").trim();
  const perUnit = text("lead_unit") === "weeks" ? WORKING_DAYS_PER_WEEK : 1;
  const days = (k: string) => {
    const t = text(k);
    if (!t) return null;
    return /^\d{1,4}$/.test(t) ? Number(t) * perUnit : t;
  };
  return { made_to_order_min_days: days("lead_min"), made_to_order_max_days: days("lead_max") };
}

/** A stored range as the form shows it: in weeks when both ends are whole weeks, else in working days. */
export function leadTimeFormValue(min: number | null, max: number | null): { leadMin: string; leadMax: string; leadUnit: "weeks" | "days" } {
  const inWeeks = min !== null && max !== null && min % WORKING_DAYS_PER_WEEK === 0 && max % WORKING_DAYS_PER_WEEK === 0;
  const unit = inWeeks ? WORKING_DAYS_PER_WEEK : 1;
  return { leadMin: min === null ? "" : String(min / unit), leadMax: max === null ? "" : String(max / unit), leadUnit: inWeeks ? "weeks" : "days" };
}
