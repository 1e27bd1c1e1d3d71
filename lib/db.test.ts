import { describe, expect, it, vi } from "vitest";

describe("the PostgreSQL pool under a Prisma client", () => {
  it("is found by another copy of lib/db.ts (the server script's and Next's bundles are separate copies)", async () => {
    const first = await import("./db.ts");
    vi.resetModules();
    const second = await import("./db.ts");
    expect(second).not.toBe(first);

    // pg.Pool connects lazily: nothing here reaches a server.
    const prisma = first.prismaOverPostgres("postgresql://nobody@127.0.0.1:1/none");
    try {
      const pool = first.poolOf(prisma);
      expect(pool).toBeDefined();
      expect(second.poolOf(prisma)).toBe(pool);
    } finally {
      await prisma.$disconnect();
    }
  });
});
