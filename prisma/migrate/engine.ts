// Prisma's schema engine as WebAssembly (@prisma/schema-engine-wasm): the same engine the Prisma CLI
// runs natively, loaded without a download. Its package is a bundler-style wasm-bindgen build, so the
// .wasm file is instantiated here by hand.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import * as bindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

export type { SchemaEngine };

let loaded: Promise<void> | undefined;

function loadWasm(): Promise<void> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
    const bytes = fs.readFileSync(path.join(dir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings as never });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start(): void };
    (bindings as unknown as { __wbg_set_wasm(x: unknown): void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start();
  })();
  return loaded;
}

/** A schema engine over `factory`, knowing the datamodel `schemaText`. */
export async function createEngine(
  schemaText: string,
  factory: SqlMigrationAwareDriverAdapterFactory,
  log: (line: string) => void = () => {},
): Promise<SchemaEngine> {
  await loadWasm();
  const Engine = (bindings as unknown as { SchemaEngine: typeof SchemaEngine }).SchemaEngine;
  return Engine.new(
    { datamodels: [["schema.prisma", schemaText]] },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}

/**
 * The engine reports failures as objects with a message (and sometimes a code) that ends in a Rust
 * span trace; make them Errors that say which migration failed and why, without the trace.
 */
export function engineError(e: unknown): Error {
  let message: string;
  if (e instanceof Error) message = e.message;
  else if (e && typeof e === "object" && typeof (e as { message?: unknown }).message === "string") {
    const o = e as { message: string; error_code?: unknown };
    message = (typeof o.error_code === "string" ? `${o.error_code}: ` : "") + o.message;
  } else message = typeof e === "string" ? e : JSON.stringify(e);
  const migration = /migration_name="([^"]+)"/.exec(message)?.[1];
  const trace = message.search(/\n\s+0: /);
  let text = (trace >= 0 ? message.slice(0, trace) : message).replace(/^external connector error\n/, "").trim();
  if (migration) text = `Migration ${migration} failed: ${text}`;
  const error = new Error(text);
  error.cause = e;
  return error;
}
