// Staff keep the search synonyms (catalogue group): a word or phrase shoppers search with and what the
// catalogue calls it ("almirah" → "wardrobe"; several meanings separated by commas). Each change is one
// transaction with its audit entry, and publishes a change of the whole catalogue: every cached search
// answer, suggestion and search page may read differently now, in every server (docs/decisions/0171).
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { publishCatalogueChange } from "@/lib/catalogue/changes.ts";
import { normaliseSearchText } from "@/lib/catalogue/search-text.ts";
import { MAX_TERM_WORDS, meaningsOf } from "@/lib/catalogue/synonyms.ts";
import type { Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";

export const SynonymInput = z
  .object({
    term: z.string().trim().min(1, "This field may not be blank.").max(80, "Ensure this field has no more than 80 characters."),
    meaning: z.string().trim().min(1, "This field may not be blank.").max(200, "Ensure this field has no more than 200 characters."),
  })
  .transform((v, ctx) => {
    const term = normaliseSearchText(v.term);
    const meanings = meaningsOf(v.meaning);
    if (!term) ctx.addIssue({ code: "custom", message: "Write the word with letters or digits.", path: ["term"] });
    else if (term.split(" ").length > MAX_TERM_WORDS) ctx.addIssue({ code: "custom", message: `Use at most ${MAX_TERM_WORDS} words.`, path: ["term"] });
    if (!meanings.length) ctx.addIssue({ code: "custom", message: "Write what the catalogue calls it, with letters or digits.", path: ["meaning"] });
    else if (meanings.every((m) => m.join(" ") === term)) ctx.addIssue({ code: "custom", message: "Give a meaning other than the word itself.", path: ["meaning"] });
    // Kept as staff wrote it, tidied: "Wardrobe,  cupboard" → "wardrobe, cupboard".
    return { term, meaning: meanings.map((m) => m.join(" ")).join(", ") };
  });
export type SynonymChange = z.infer<typeof SynonymInput>;

interface Actor {
  id: number;
  ip?: string;
}

const ENTITY = "SearchSynonym";
const snapshot = (s: { term: string; meaning: string }) => ({ term: s.term, meaning: s.meaning });

async function taken(tx: Tx, term: string, id?: number) {
  const other = await tx.searchSynonym.findUnique({ where: { term }, select: { id: true } });
  if (other && other.id !== id) throw new ValidationError({ term: [`"${term}" already has a meaning: change that one.`] });
}

async function locked(tx: Tx, id: number) {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "SearchSynonym" WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new NotFoundError();
  return tx.searchSynonym.findUniqueOrThrow({ where: { id } });
}

export async function createSynonym(tx: Tx, actor: Actor, input: SynonymChange) {
  await taken(tx, input.term);
  const row = await tx.searchSynonym.create({ data: input });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "searchsynonym.create", entityType: ENTITY, entityId: row.id, before: null, after: snapshot(row) });
  await publishCatalogueChange(tx, { all: true });
  return row;
}

export async function updateSynonym(tx: Tx, actor: Actor, id: number, input: SynonymChange) {
  const before = await locked(tx, id);
  await taken(tx, input.term, id);
  const after = await tx.searchSynonym.update({ where: { id }, data: input });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "searchsynonym.update", entityType: ENTITY, entityId: id, before: snapshot(before), after: snapshot(after) });
  await publishCatalogueChange(tx, { all: true });
  return after;
}

export async function deleteSynonym(tx: Tx, actor: Actor, id: number) {
  const before = await locked(tx, id);
  await tx.searchSynonym.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "searchsynonym.delete", entityType: ENTITY, entityId: id, before: snapshot(before), after: null });
  await publishCatalogueChange(tx, { all: true });
}
