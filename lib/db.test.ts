import pg from "pg";
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

describe.skipIf(!process.env.DATABASE_URL)("an idle PostgreSQL connection that breaks", () => {
  it("is dropped by the pool, logged, and the next query gets a new one (the process lives on)", async () => {
    const { prismaOverPostgres, poolOf } = await import("./db.ts");
    const prisma = prismaOverPostgres(process.env.DATABASE_URL!);
    const pool = poolOf(prisma)!;
    const warnings: string[] = [];
    const warn = vi.spyOn(process.stderr, "write").mockImplementation((line: string | Uint8Array) => warnings.push(String(line)) > 0);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    try {
      const idle = await pool.connect();
      const { rows } = await idle.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      idle.release();
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0].pid]);
      await vi.waitFor(() => expect(warnings.join("\n")).toMatch(/an idle database connection broke/));
      expect(await prisma.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
    } finally {
      warn.mockRestore();
      await admin.end();
      await prisma.$disconnect();
    }
  });
});
