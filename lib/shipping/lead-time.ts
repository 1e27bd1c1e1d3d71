// Made-to-order lead times (docs/decisions/0120): a product, else its parent, else its class may say
// "made to order in 4–6 weeks", a range of working days (Monday–Saturday; a week is 6) before the piece
// can be dispatched. One rule for every delivery date and method list the shop shows or charges: a
// basket waits for its slowest line, the estimate is that lead time plus the method's own days, and a
// method that does not carry made-to-order pieces (an express dispatch from stock) is not offered.

/** Working days to make a piece before it can be dispatched. */
export interface LeadTime {
  minDays: number;
  maxDays: number;
}

/** Working days in a week: the shop delivers Monday to Saturday. */
export const WORKING_DAYS_PER_WEEK = 6;

/** A stored pair as a LeadTime; null unless both ends are set. */
export function leadTimeOf(minDays: number | null | undefined, maxDays: number | null | undefined): LeadTime | null {
  return minDays === null || minDays === undefined || maxDays === null || maxDays === undefined ? null : { minDays, maxDays };
}

/** The first of `candidates` that is set: the product's own, its parent's, its class's. */
export function firstLeadTime(...candidates: (LeadTime | null)[]): LeadTime | null {
  return candidates.find((c) => c !== null) ?? null;
}

/** What a basket waits for: the slowest end of each of its made-to-order lines; null when none is. */
export function slowestLeadTime(leadTimes: readonly (LeadTime | null)[]): LeadTime | null {
  let slowest: LeadTime | null = null;
  for (const t of leadTimes) {
    if (!t) continue;
    slowest = slowest ? { minDays: Math.max(slowest.minDays, t.minDays), maxDays: Math.max(slowest.maxDays, t.maxDays) } : { ...t };
  }
  return slowest;
}

/** A method's estimate for goods that wait `lead` (null: from stock): dropped when it does not carry made-to-order pieces. */
export function withLeadTime<M extends { minDays: number; maxDays: number; forMadeToOrder: boolean }>(methods: readonly M[], lead: LeadTime | null): M[] {
  if (!lead) return [...methods];
  return methods.filter((m) => m.forMadeToOrder).map((m) => ({ ...m, minDays: m.minDays + lead.minDays, maxDays: m.maxDays + lead.maxDays }));
}

/** "made to order in 4–6 weeks" (whole weeks), else "in 10–15 working days"; "4 weeks" when the ends meet. */
/** "Made to order in {span} …" for one and more days and weeks, in a page's words. */
export interface LeadTimeWords {
  day: string;
  days: string;
  week: string;
  weeks: string;
}

const ENGLISH_LEAD_TIME: LeadTimeWords = {
  day: "Made to order in {span} working day",
  days: "Made to order in {span} working days",
  week: "Made to order in {span} week",
  weeks: "Made to order in {span} weeks",
};

export function leadTimeText(lead: LeadTime, words: LeadTimeWords = ENGLISH_LEAD_TIME): string {
  const weeks = lead.minDays % WORKING_DAYS_PER_WEEK === 0 && lead.maxDays % WORKING_DAYS_PER_WEEK === 0;
  const unit = weeks ? WORKING_DAYS_PER_WEEK : 1;
  const [a, b] = [lead.minDays / unit, lead.maxDays / unit];
  const span = a === b ? `${a}` : `${a}–${b}`;
  const template = weeks ? (b === 1 ? words.week : words.weeks) : b === 1 ? words.day : words.days;
  return template.replace("{span}", span);
}
