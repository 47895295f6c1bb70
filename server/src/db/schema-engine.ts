// Prisma's schema engine compiled to WebAssembly: our offline stand-in for `prisma migrate diff`
// (the CLI would download a native engine, which we cannot do). It reaches PostgreSQL through
// the pg driver adapter (see schema-engine-adapter.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { DiffTarget } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { projectRoot } from '../config';
import { createEngineAdapter } from './schema-engine-adapter';

export const schemaPath = resolve(projectRoot, 'prisma/schema.prisma');

/** One side of a diff. */
export type SchemaSide =
  | 'empty'
  /** the live database at `url` */
  | 'database'
  /** prisma/schema.prisma as it is on disk now */
  | 'schema'
  /** a Prisma schema given as text */
  | { schema: string };

export interface DiffOptions {
  from: SchemaSide;
  to: SchemaSide;
  /** the database the engine connects to (read when a side is 'database') */
  url: string;
}

export interface SchemaDiff {
  /** true when `from` already matches `to` */
  empty: boolean;
  /** the SQL that turns `from` into `to` ("-- This is an empty migration." when empty) */
  sql: string;
}

declare global {
  // The wasm-bindgen glue reports Rust panics here; without it a panic dies with a bare TypeError.
  var PRISMA_WASM_PANIC_REGISTRY: { set_message(message: string): void } | undefined;
}

let loaded: Promise<typeof bindings> | undefined;
let lastPanic: string | undefined;

/** Instantiates the wasm module once per process. The package's own entry point cannot be
 * imported under Node (it imports the .wasm file as an ES module), so we wire the glue by hand. */
export function loadSchemaEngine(): Promise<typeof bindings> {
  loaded ??= (async () => {
    // Prisma Client installs its own registry when loaded; either one records the panic. A panic
    // inside an engine callback can still end the process, so say what it was right away.
    globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message: (message) => {
        lastPanic = message;
        console.error(`Prisma schema engine panicked: ${message}`);
      },
    };
    const require = createRequire(import.meta.url);
    const wasmPath = require
      .resolve('@prisma/schema-engine-wasm')
      .replace(/schema_engine\.js$/, 'schema_engine_bg.wasm');
    // The generated glue module is the import object; TypeScript cannot see that it fits.
    const imports = { './schema_engine_bg.js': bindings } as unknown as WebAssembly.Imports;
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), imports);
    bindings.__wbg_set_wasm(instance.exports);
    const start = instance.exports.__wbindgen_start;
    if (typeof start === 'function') start();
    return bindings;
  })();
  return loaded;
}

export async function diffSchema({ from, to, url }: DiffOptions): Promise<SchemaDiff> {
  const wasm = await loadSchemaEngine();
  const fromTarget = targetOf(from);
  const toTarget = targetOf(to);
  // The engine's own datamodel only tells it the provider; any of our schemas will do.
  const files = [fromTarget, toTarget].flatMap((t) => ('files' in t ? t.files : []));
  const datamodel = files[0] ?? schemaFile(readFileSync(schemaPath, 'utf8'));
  const connection = createEngineAdapter(url);
  try {
    const adapter = bindMigrationAwareSqlAdapterFactory(connection.factory);
    const engine = await wasm.SchemaEngine.new(
      { datamodels: [[datamodel.path, datamodel.content]] },
      () => {},
      adapter,
    );
    try {
      const result = await engine.diff({
        from: fromTarget,
        to: toTarget,
        script: true,
        exitCode: true,
        filters: { externalTables: [], externalEnums: [] },
      });
      // exitCode 2 means "not empty" (the --exit-code contract of `prisma migrate diff`).
      return { empty: result.exitCode === 0, sql: result.stdout ?? '' };
    } finally {
      engine.free();
    }
  } catch (error) {
    const panic = lastPanic ? ` (engine panic: ${lastPanic})` : '';
    lastPanic = undefined;
    throw new Error(`Schema engine diff failed: ${describeEngineError(error)}${panic}`, { cause: error });
  } finally {
    await connection.close();
  }
}

function schemaFile(content: string) {
  return { path: 'schema.prisma', content };
}

function targetOf(side: SchemaSide): DiffTarget {
  if (side === 'empty') return { tag: 'empty' };
  if (side === 'schema') return { tag: 'schemaDatamodel', files: [schemaFile(readFileSync(schemaPath, 'utf8'))] };
  // This engine build rejects the `url` tag; `schemaDatasource` reads the database the adapter
  // is connected to (the schema only contributes its `provider`).
  if (side === 'database') {
    return { tag: 'schemaDatasource', files: [schemaFile(readFileSync(schemaPath, 'utf8'))], configDir: projectRoot };
  }
  return { tag: 'schemaDatamodel', files: [schemaFile(side.schema)] };
}

// The engine rejects with plain objects ({ message, ... }) as often as with Errors.
function describeEngineError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return JSON.stringify(error);
}
