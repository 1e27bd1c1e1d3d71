// The catalogue's change events: whatever changes a product, a category, a price, stock or visibility
// publishes one, and every cache of catalogue data (the catalogue cache, Next's page cache handler)
// listens and drops what it touches.
//
//   publishCatalogueChange(tx, {productIds, categoryIds, stock})  — inside the writing transaction
//   onCatalogueChange((change) => …)                               — returns the unsubscribe function
//
// Listeners in this process hear a change as soon as its transaction commits (never on rollback).
// On PostgreSQL the change is also sent with NOTIFY from inside the transaction, so PostgreSQL
// delivers it to every other server process on the same database exactly when it commits; each
// process LISTENs on one connection of its own. On the embedded database (one process) there is
// nobody else to tell. Each time the LISTEN connection starts listening (at first and after it was
// lost), listeners get `{all: true}`: changes made before then may not have been heard.
import pg from "pg";
import { afterCommit, dbHandle, type Db, type Tx } from "@/lib/db.ts";
import { errorFields, log } from "@/lib/observability/log.ts";

export interface CatalogueChange {
  /** Products whose data, price, stock or visibility changed (a child's change also concerns its parent). */
  productIds?: number[];
  /** Categories that changed (name, image, place in the tree, visibility). */
  categoryIds?: number[];
  /** Only stock levels changed (allocations, stock counts): caches may apply it up to a second late. */
  stock?: boolean;
  /** Anything may have changed (the seed, a bulk import, a lost connection). */
  all?: boolean;
}

export type CatalogueChangeListener = (change: CatalogueChange) => void;

export const CATALOGUE_CHANNEL = "catalogue_changes";
/** NOTIFY payloads must stay under 8000 bytes; a larger change is sent as `{all: true}`. */
const MAX_PAYLOAD = 7900;

interface Bus {
  /** Tells this process's messages from other processes' on the shared channel. */
  origin: string;
  listeners: Set<CatalogueChangeListener>;
  listener?: ChangeListenerConnection;
}

// On globalThis, so the server script and Next's bundles (and Next's cache handler) share one bus.
const key = Symbol.for("storefront.catalogue-changes");
const g = globalThis as typeof globalThis & { [key]?: Bus };
const bus = (g[key] ??= { origin: `${process.pid}-${Math.random().toString(36).slice(2, 10)}`, listeners: new Set() });

function unique(ids: number[] | undefined): number[] | undefined {
  return ids?.length ? [...new Set(ids)].sort((a, b) => a - b) : undefined;
}

function normalise(change: CatalogueChange): CatalogueChange {
  const out: CatalogueChange = {};
  if (change.all) return { all: true };
  const productIds = unique(change.productIds);
  const categoryIds = unique(change.categoryIds);
  if (productIds) out.productIds = productIds;
  if (categoryIds) out.categoryIds = categoryIds;
  if (change.stock && !categoryIds) out.stock = true;
  return out;
}

function isEmpty(change: CatalogueChange): boolean {
  return !change.all && !change.productIds && !change.categoryIds;
}

function emit(change: CatalogueChange): void {
  for (const listener of bus.listeners) {
    try {
      listener(change);
    } catch (error) {
      log.error("a catalogue change listener failed", errorFields(error));
    }
  }
}

function payloadOf(change: CatalogueChange): string {
  const text = JSON.stringify({ o: bus.origin, ...change });
  return text.length <= MAX_PAYLOAD ? text : JSON.stringify({ o: bus.origin, all: true });
}

/**
 * Publishes `change` as part of the transaction `tx` (or at once, given the plain client): this
 * process's listeners hear it after the commit, other processes on the same PostgreSQL at the commit.
 */
export async function publishCatalogueChange(tx: Tx | Db, change: CatalogueChange): Promise<void> {
  const normalised = normalise(change);
  if (isEmpty(normalised)) return;
  if (dbHandle().kind === "postgres") {
    await tx.$executeRaw`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${payloadOf(normalised)})`;
  }
  afterCommit(tx as Tx, () => emit(normalised));
}

/** Calls `listener` with every change from now on; answers the function that stops it. */
export function onCatalogueChange(listener: CatalogueChangeListener): () => void {
  bus.listeners.add(listener);
  ensureListening();
  return () => {
    bus.listeners.delete(listener);
  };
}

/** Resolves once this process hears other processes' changes (at once on the embedded database). */
export function whenListening(): Promise<void> {
  ensureListening();
  return bus.listener?.ready ?? Promise.resolve();
}

/** Closes the LISTEN connection (server shutdown, tests). Subscribing again reopens it. */
export async function stopCatalogueChanges(): Promise<void> {
  const connection = bus.listener;
  bus.listener = undefined;
  await connection?.close();
}

/** Starts (or moves to the current database) the LISTEN connection, on PostgreSQL only. */
function ensureListening(): void {
  const handle = dbHandle();
  if (handle.kind !== "postgres" || !handle.url) return;
  if (bus.listener?.url === handle.url) return;
  void bus.listener?.close();
  bus.listener = new ChangeListenerConnection(handle.url);
}

/** Parses a NOTIFY payload from another process; null for our own messages and anything malformed. */
export function parseChangePayload(payload: string | undefined): CatalogueChange | null {
  try {
    const data = JSON.parse(payload ?? "") as CatalogueChange & { o?: string };
    if (!data || typeof data !== "object" || data.o === bus.origin) return null;
    const ids = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is number => Number.isSafeInteger(n)) : undefined);
    const change = normalise({ productIds: ids(data.productIds), categoryIds: ids(data.categoryIds), stock: data.stock === true, all: data.all === true });
    return isEmpty(change) ? null : change;
  } catch {
    return null;
  }
}

/**
 * One LISTEN connection, reconnecting with backoff. Listeners hear `{all: true}` each time it starts
 * listening: changes made before (or while it was away) may not have been heard.
 */
class ChangeListenerConnection {
  private client?: pg.Client;
  private closed = false;
  private failures = 0;
  private timer?: NodeJS.Timeout;
  private heard!: () => void;
  /** Settles the first time the connection listens. */
  readonly ready = new Promise<void>((resolve) => (this.heard = resolve));

  constructor(readonly url: string) {
    void this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: "storefront catalogue changes" });
    this.client = client;
    client.on("notification", (message) => {
      if (message.channel !== CATALOGUE_CHANNEL) return;
      const change = parseChangePayload(message.payload);
      if (change) emit(change);
    });
    client.on("error", (error) => this.retry(client, error));
    client.on("end", () => this.retry(client, new Error("connection ended")));
    try {
      await client.connect();
      // The connection must not keep a process alive (tools, tests); the server stops it on shutdown.
      (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (this.closed || this.client !== client) return;
      this.failures = 0;
      emit({ all: true });
      this.heard();
    } catch (error) {
      this.retry(client, error);
    }
  }

  private retry(client: pg.Client, error: unknown): void {
    if (this.closed || this.client !== client || this.timer) return;
    this.client = undefined;
    this.failures += 1;
    client.removeAllListeners("end");
    client.end().catch(() => {});
    log.warn("catalogue change listener lost its connection", { ...errorFields(error), attempt: this.failures });
    const wait = Math.min(10_000, 250 * 2 ** Math.min(this.failures, 6));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connect();
    }, wait);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    client?.removeAllListeners("end");
    await client?.end().catch(() => {});
  }
}
