// A product's rating from its visible reviews: the average of their stars (one decimal), how many, and
// how many gave each number of stars. Plain data: safe to import anywhere.
import { z } from "zod";

export const RatingSummarySchema = z
  .object({
    average: z.number().describe("The average of the visible reviews' stars, one decimal."),
    count: z.int(),
    histogram: z.object({ "1": z.int(), "2": z.int(), "3": z.int(), "4": z.int(), "5": z.int() }).describe("How many reviews gave each number of stars."),
  })
  .meta({ id: "RatingSummary" });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** Average, count and histogram from (stars, how many) pairs; null when there are none. */
export function summaryFromCounts(counts: Iterable<[number, number]>): RatingSummary | null {
  const histogram = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let count = 0;
  let sum = 0;
  for (const [stars, n] of counts) {
    histogram[String(stars) as keyof typeof histogram] += n;
    count += n;
    sum += stars * n;
  }
  // As the database rounds the product's rating (numeric, half away from zero): 4.25 → 4.3.
  return count ? { average: Math.round((sum * 10) / count) / 10, count, histogram } : null;
}

