// The catalogue's change events: heard in this process after commit (never on rollback), and on
// PostgreSQL by every other process on the same database through LISTEN/NOTIFY.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { db, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { CATALOGUE_CHANNEL, onCatalogueChange, parseChangePayload, publishCatalogueChange, stopCatalogueChanges, type CatalogueChange } from "./changes.ts";

const database = useTestDatabase();
const onPostgres = !!process.env.DATABASE_URL;

afterAll(async () => {
  await stopCatalogueChanges();
});

function collect(): { heard: CatalogueChange[]; stop: () => void } {
  const heard: CatalogueChange[] = [];
  const stop = onCatalogueChange((c) => {
    if (!c.all) heard.push(c);
  });
  return { heard, stop };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("in this process", () => {
  it("hears a change once its transaction commits, with ids de-duplicated and sorted", async () => {
    const { heard, stop } = collect();
    await transaction(async (tx) => {
      await publishCatalogueChange(tx, { productIds: [7, 3, 7], stock: true });
      await tick();
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([{ productIds: [3, 7], stock: true }]);
    stop();
  });

  it("hears nothing when the transaction rolls back, and nothing for an empty change", async () => {
    const { heard, stop } = collect();
    await expect(
      transaction(async (tx) => {
        await publishCatalogueChange(tx, { categoryIds: [1] });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await publishCatalogueChange(db(), { productIds: [] });
    await tick();
    expect(heard).toEqual([]);
    await publishCatalogueChange(db(), { categoryIds: [4], stock: true });
    await tick();
    // A category change is never "stock only".
    expect(heard).toEqual([{ categoryIds: [4] }]);
    stop();
  });

  it("stops calling a listener once it unsubscribes", async () => {
    const { heard, stop } = collect();
    stop();
    await publishCatalogueChange(db(), { productIds: [1] });
    await tick();
    expect(heard).toEqual([]);
  });
});

describe("payloads from other processes", () => {
  it("are read strictly; malformed ones are ignored", () => {
    expect(parseChangePayload(JSON.stringify({ o: "other", productIds: [2, "x", 1.5, 2] }))).toEqual({ productIds: [2] });
    expect(parseChangePayload(JSON.stringify({ o: "other", all: true, productIds: [1] }))).toEqual({ all: true });
    expect(parseChangePayload("not json")).toBeNull();
    expect(parseChangePayload(JSON.stringify({ o: "other" }))).toBeNull();
    expect(parseChangePayload(undefined)).toBeNull();
  });
});

describe.skipIf(!onPostgres)("across processes (PostgreSQL)", () => {
  it("sends the change with NOTIFY at commit, and hears other processes' changes", async () => {
    const other = new pg.Client({ connectionString: database().url });
    await other.connect();
    const received: string[] = [];
    other.on("notification", (m) => received.push(m.payload ?? ""));
    await other.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    try {
      await transaction(async (tx) => {
        await publishCatalogueChange(tx, { productIds: [5] });
        await new Promise((r) => setTimeout(r, 100));
        expect(received).toEqual([]); // not before the commit
      });
      await until(() => received.length === 1);
      expect(JSON.parse(received[0])).toMatchObject({ productIds: [5] });

      await stopCatalogueChanges(); // the next subscriber opens a new connection and hears {all: true}
      const { heard, stop } = collect();
      let ready = false;
      const stopReady = onCatalogueChange((c) => (ready ||= !!c.all));
      await until(() => ready); // listening
      await other.query(`SELECT pg_notify($1, $2)`, [CATALOGUE_CHANNEL, JSON.stringify({ o: "another-process", productIds: [9], stock: true })]);
      await until(() => heard.length === 1);
      expect(heard).toEqual([{ productIds: [9], stock: true }]);
      stop();
      stopReady();
    } finally {
      await other.end();
    }
  });
});
