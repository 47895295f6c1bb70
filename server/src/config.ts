// Runtime configuration, read once from the environment. Every knob the operator can turn
// is named here with its default, so README's configuration table has one source.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export interface AppConfig {
  port: number;
  host: string;
  /** where embedded PostgreSQL keeps its data (and uploads live) */
  dataDir: string;
  /** external PostgreSQL; when unset the embedded server is used */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  /** the built web app served with an SPA fallback */
  webDistDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: int('PORT', 4000),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(projectRoot, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    webDistDir: resolve(projectRoot, env.WEB_DIST_DIR || 'web/dist'),
  };
}
