import { describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { deleteStaleAnonymousBaskets } from "./cleanup.ts";

useTestDatabase();

describe("deleteStaleAnonymousBaskets", () => {
  it("deletes empty anonymous Open and Merged baskets unused for 7 days, and nothing else", async () => {
    const now = new Date("2026-11-26T10:00:00Z");
    const old = new Date(now.getTime() - 8 * 86_400_000);
    const recent = new Date(now.getTime() - 6 * 86_400_000);
    const user = await createUser();
    const make = (name: string, data: Record<string, unknown>) => db().basket.create({ data: { openKey: name, anonymousKey: name, lastUsedAt: old, ...data } });
    const gone = await make("cookie:old-open", {});
    const merged = await make("cookie:old-merged", { status: "Merged", openKey: null });
    await make("cookie:recent", { lastUsedAt: recent });
    await make("user:owned", { ownerId: user.id, anonymousKey: null });
    const withLines = await make("cookie:with-lines", {});
    const product = await createProduct();
    const stock = await db().stockRecord.findUniqueOrThrow({ where: { productId: product.id } });
    await db().basketLine.create({ data: { basketId: withLines.id, productId: product.id, stockRecordId: stock.id, lineReference: String(product.id), quantity: 1, priceInclTax: stock.price } });
    expect(await deleteStaleAnonymousBaskets(now)).toBe(2);
    const left = (await db().basket.findMany({ select: { id: true } })).map((b) => b.id);
    expect(left).not.toContain(gone.id);
    expect(left).not.toContain(merged.id);
    expect(left.length).toBe(3);
  });
});
