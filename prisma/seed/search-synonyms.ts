// The search synonyms shoppers in India use ("almirah", "diwan", "jhoola" …), written where the
// table lacks them: staff edits at /admin/search-synonyms/ are kept (lib/catalogue/synonyms.ts).
import { seedDefaultSynonyms } from "@/lib/catalogue/synonyms.ts";
import type { SeedContext } from "./context.ts";

export async function seedSearchSynonyms(ctx: Pick<SeedContext, "prisma" | "stats">): Promise<void> {
  ctx.stats.add("SearchSynonym", await seedDefaultSynonyms(ctx.prisma));
}
