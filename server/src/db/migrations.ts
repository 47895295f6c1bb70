// The migrations folder in Prisma's format: prisma/migrations/<name>/migration.sql, applied in
// name order (names start with a UTC timestamp).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { projectRoot } from '../config';

export const defaultMigrationsDir = resolve(projectRoot, 'prisma/migrations');

export interface MigrationFile {
  name: string;
  sql: string;
  /** sha256 hex of the file's bytes, as Prisma records it */
  checksum: string;
}

export async function readMigrations(migrationsDir = defaultMigrationsDir): Promise<MigrationFile[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const path = join(migrationsDir, name, 'migration.sql');
      const bytes = await readFile(path).catch((error: unknown) => {
        throw new Error(`Migration ${name} has no readable migration.sql (${path})`, { cause: error });
      });
      return { name, sql: bytes.toString('utf8'), checksum: sha256(bytes) };
    }),
  );
}

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Prisma's comparison: a checkout that only changed line endings (git autocrlf) still matches. */
export function checksumMatches(sql: string, checksum: string): boolean {
  const variants = [sql, sql.replaceAll('\r\n', '\n'), sql.replaceAll('\n', '\r\n')];
  return variants.some((variant) => sha256(variant) === checksum);
}
