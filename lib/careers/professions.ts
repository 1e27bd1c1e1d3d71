// Professions (spec/API.md §8): what an applicant does ("Carpenter", "Interior designer"), chosen on
// the application form.
import { z } from "zod";
import { db } from "@/lib/db.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";

export const ProfessionSchema = z.object({ id: z.int(), name: z.string() }).meta({ id: "Profession" });
export const ProfessionPageSchema = z.object({ count: z.int(), next: z.url().nullable(), previous: z.url().nullable(), results: z.array(ProfessionSchema) }).meta({ id: "ProfessionPage" });

const ORDER = [{ name: "asc" as const }, { id: "asc" as const }];

/** Every profession, by name (the application form's choices). */
export function allProfessions(): Promise<{ id: number; name: string }[]> {
  return db().profession.findMany({ orderBy: ORDER, select: { id: true, name: true } });
}

export async function professionsAnswer(url: URL) {
  const page = await loadPage(
    url,
    () => db().profession.count(),
    (skip, take) => db().profession.findMany({ orderBy: ORDER, skip, take, select: { id: true, name: true } }),
  );
  return envelopeA(page, url.toString());
}
