// The configuration: loadConfig reads the env it is given (never process.env behind its back),
// refuses bad values naming the variable, and README.md's "Configuration" table lists exactly the
// variables the code reads (so neither can go stale). Also: nothing under server/src but this
// module reads process.env.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BENCH_VARIABLES, loadBenchConfig } from './bench';
import { JUDGE_DEFAULTS } from '@platform/judge/config';
import { CONFIG_VARIABLES, ConfigError, loadConfig, projectRoot } from './index';
import { at } from '../../test/at';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      dataDir: join(projectRoot, '.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      production: false,
      webDistDir: join(projectRoot, 'web/dist'),
      corsCredentialOrigins: [],
      metricsToken: undefined,
      apiRateLimitPerMinute: 6_000,
      accounts: {
        publicUrl: 'http://localhost:4000',
        jwtSecret: undefined,
        smtpUrl: undefined,
        mailFrom: 'Frontend Forge <no-reply@localhost>',
        contactTo: undefined,
        adminEmails: [],
        trustProxy: 0,
        github: {
          clientId: undefined,
          clientSecret: '',
          authorizeUrl: 'https://github.com/login/oauth/authorize',
          tokenUrl: 'https://github.com/login/oauth/access_token',
          apiUrl: 'https://api.github.com',
        },
        argon2: { memoryCost: 19_456, timeCost: 2 },
      },
      judge: {
        mode: 'local',
        queueWaitMs: 30_000,
        clientRunsInFlight: 2,
        clientRunsPerMinute: 30,
        limits: JUDGE_DEFAULTS,
      },
      limits: {
        maxBodyBytes: 8 * 1024 * 1024,
        wsMaxPayloadBytes: 256 * 1024,
        collabMaxPayloadBytes: 2 * 1024 * 1024,
        wsMaxSubscriptions: 100,
        wsMaxSocketsPerClient: 20,
        readyTimeoutMs: 2_000,
      },
    });
    expect(loadConfig({ MAX_BODY_BYTES: '1048576', WS_MAX_SUBSCRIPTIONS: '5' }).limits).toMatchObject({
      maxBodyBytes: 1_048_576,
      wsMaxSubscriptions: 5,
    });
    expect(() => loadConfig({ WS_MAX_SOCKETS_PER_CLIENT: '0' })).toThrow(/WS_MAX_SOCKETS_PER_CLIENT/);
    expect(JUDGE_DEFAULTS).toEqual({
      poolSize: 2,
      queueDepth: 32,
      runTimeoutMs: 15_000,
      memoryMb: 128,
      testTimeoutMs: 5_000,
      maxRunsPerWorker: 100,
      isolation: 'auto',
      prewarm: true,
      maxTestOutputChars: 4_000,
      maxRunOutputChars: 200_000,
      queueWaitMs: 30_000,
    });
  });

  it('reads the env it is given, not process.env', () => {
    vi.stubEnv('PORT', '1234');
    vi.stubEnv('JUDGE_POOL_SIZE', '7');
    vi.stubEnv('GITHUB_CLIENT_ID', 'from-process-env');
    vi.stubEnv('LOG_LEVEL', 'not-a-level');
    const config = loadConfig({ PORT: '5000' });
    expect(config.port).toBe(5000);
    expect(config.accounts.publicUrl).toBe('http://localhost:5000');
    expect(config.judge.limits.poolSize).toBe(2);
    expect(config.accounts.github.clientId).toBeUndefined();
    expect(config.logLevel).toBe('info');
    // and without an argument it is process.env
    expect(() => loadConfig()).toThrow(/LOG_LEVEL/);
    vi.stubEnv('LOG_LEVEL', 'debug');
    expect(loadConfig()).toMatchObject({ port: 1234, logLevel: 'debug', judge: { limits: { poolSize: 7 } } });
  });

  it('parses every kind of value', () => {
    const config = loadConfig({
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/forge',
      WEB_DIST_DIR: 'build/web',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://forge.example/',
      CORS_CREDENTIAL_ORIGINS: ' https://a.example/ ,, https://b.example',
      ADMIN_EMAILS: 'Ann@Example.com, bob@example.com',
      TRUST_PROXY: 'true',
      GITHUB_CLIENT_ID: '  ',
      GITHUB_API_URL: 'http://127.0.0.1:9/api//',
      API_RATE_LIMIT_PER_MINUTE: '0',
      JUDGE_MODE: 'QUEUE',
      REDIS_URL: 'redis://cache:6379',
      JUDGE_PREWARM: 'false',
      JUDGE_CLIENT_RUNS_IN_FLIGHT: '3',
      JUDGE_CLIENT_RUNS_PER_MINUTE: '0',
      JUDGE_QUEUE_WAIT_MS: '500',
    });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      dataDir: '/var/lib/forge',
      webDistDir: join(projectRoot, 'build/web'),
      production: true,
      corsCredentialOrigins: ['https://a.example', 'https://b.example'],
      apiRateLimitPerMinute: 0,
      redisUrl: 'redis://cache:6379',
      accounts: {
        publicUrl: 'https://forge.example',
        adminEmails: ['ann@example.com', 'bob@example.com'],
        trustProxy: 1,
        github: { clientId: undefined, apiUrl: 'http://127.0.0.1:9/api' },
      },
      judge: {
        mode: 'queue',
        queueWaitMs: 500,
        clientRunsInFlight: 3,
        clientRunsPerMinute: 0,
        limits: { prewarm: false, queueWaitMs: 500 },
      },
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).accounts.trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '-1' }).accounts.trustProxy).toBe(0);
  });

  it('takes an empty value for unset', () => {
    expect(loadConfig({ PORT: '', HOST: '', MAIL_FROM: ' ', JUDGE_ISOLATION: '' })).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      accounts: { mailFrom: 'Frontend Forge <no-reply@localhost>' },
      judge: { limits: { isolation: 'auto' } },
    });
  });

  it('is frozen', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.accounts.github)).toBe(true);
    expect(Object.isFrozen(config.judge.limits)).toBe(true);
    expect(Object.isFrozen(config.corsCredentialOrigins)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
  });

  it('refuses bad values, naming the variable and what it expects', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'abc' }, /PORT: expected a whole number from 0 to 65535, got "abc"/],
      [{ PORT: '70000' }, /PORT: expected a whole number from 0 to 65535/],
      [{ API_RATE_LIMIT_PER_MINUTE: '-5' }, /API_RATE_LIMIT_PER_MINUTE: expected a whole number >= 0, got "-5"/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL: expected fatal, error, warn, info, debug, trace or silent, got "loud"/],
      [{ PUBLIC_URL: 'forge.example' }, /PUBLIC_URL: expected an http\(s\) URL, got "forge.example"/],
      [{ TRUST_PROXY: 'nginx' }, /TRUST_PROXY: expected a number of proxies/],
      [{ ARGON2_TIME_COST: '1.5' }, /ARGON2_TIME_COST: expected a whole number >= 1/],
      [{ JUDGE_POOL_SIZE: 'two' }, /JUDGE_POOL_SIZE: expected a whole number >= 1, got "two"/],
      [{ JUDGE_POOL_SIZE: '0' }, /JUDGE_POOL_SIZE/],
      [{ JUDGE_ISOLATION: 'docker' }, /JUDGE_ISOLATION: expected auto, namespace or process, got "docker"/],
      [{ JUDGE_MODE: 'remote' }, /JUDGE_MODE: expected local or queue/],
      [{ JUDGE_MODE: 'queue' }, /JUDGE_MODE: queue needs REDIS_URL/],
      [{ JUDGE_PREWARM: 'flase' }, /JUDGE_PREWARM: expected true or false, got "flase"/],
    ];
    for (const [env, message] of cases) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });

  it('reports every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'x', JUDGE_MEMORY_MB: '8' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.variable)).toEqual(['PORT', 'JUDGE_MEMORY_MB']);
    expect((error as Error).message).toMatch(/^Invalid configuration/);
  });
});

describe('loadBenchConfig', () => {
  it('leaves unset values to each benchmark and refuses bad ones', () => {
    expect(loadBenchConfig({})).toEqual({ BENCH_CPU_PROF: false });
    expect(loadBenchConfig({ BENCH_RATES: '5, 10', BENCH_ONLY: 'book,,REST', BENCH_CPU_PROF: '1' })).toMatchObject({
      BENCH_RATES: [5, 10],
      BENCH_ONLY: ['book', 'REST'],
      BENCH_CPU_PROF: true,
    });
    expect(() => loadBenchConfig({ BENCH_SECONDS: 'x' })).toThrow(/BENCH_SECONDS: expected a whole number >= 1/);
    expect(() => loadBenchConfig({ BENCH_CONCURRENCY: '1,lots' })).toThrow(/BENCH_CONCURRENCY/);
  });
});

// README.md's "## Configuration" section (up to the next "## "): the variables of its table, by row.
function readmeTable(): { names: string[]; marker: string }[] {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Configuration\n');
  expect(start).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) => line.split('|')[1] ?? '')
    .map((cell) => ({
      names: [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => at(m, 1)),
      marker: /\(([a-z ]+)\)/.exec(cell)?.[1] ?? '',
    }))
    .filter((row) => row.names.length > 0);
}

// What reads process.env outside server/src: operator and benchmark scripts, the test and e2e
// harnesses, the build of the preview runtime and the web app's build-time settings.
const OUTSIDE_SERVER = ['scripts', 'server/test', 'e2e', 'preview-runtime/src', 'web/vite', 'prisma.config.ts'];

function sourceFiles(path: string): string[] {
  const absolute = join(projectRoot, path);
  if (/\.[cm]?ts$/.test(path)) return [absolute];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?tsx?$/.test(file) && !file.split('/').includes('node_modules'))
    .map((file) => join(absolute, file));
}

/** Code without its comments and the contents of its string literals. */
const codeOnly = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");

describe("README.md's configuration table", () => {
  const rows = readmeTable();
  const documented = new Set(rows.flatMap((row) => row.names));

  it('lists every variable of the schema, and only those as server settings', () => {
    const server = rows.filter((row) => row.marker === '').flatMap((row) => row.names);
    expect([...new Set(server)].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it("lists the benchmarks' variables as such", () => {
    const bench = rows.filter((row) => row.marker === 'benchmarks').flatMap((row) => row.names);
    expect([...new Set(bench)].sort()).toEqual([...BENCH_VARIABLES].sort());
  });

  it('lists every variable read outside the server, and each of its other rows is read somewhere', () => {
    const read = new Set<string>();
    for (const path of OUTSIDE_SERVER) {
      for (const file of sourceFiles(path)) {
        if (file.endsWith('.test.ts')) continue;
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) read.add(at(match, 1));
      }
    }
    const undocumented = [...read].filter((name) => !documented.has(name));
    expect(undocumented, 'read in scripts/tests/builds but missing from README.md').toEqual([]);
    const others = rows.filter((row) => !['', 'benchmarks'].includes(row.marker)).flatMap((row) => row.names);
    expect(
      others.filter((name) => !read.has(name)),
      'documented in README.md but read nowhere',
    ).toEqual([]);
  });
});

describe('process.env under server/src and judge/src', () => {
  // db/embedded.ts hands its environment (PATH, locale) on to the PostgreSQL processes it starts:
  // the environment of a child, not a setting of ours. The judge package reads none: the server
  // hands it its JudgeConfig.
  const ALLOWED = ['server/src/config/', 'server/src/db/embedded.ts'];

  it('is read by the configuration module only', () => {
    const readers = [...sourceFiles('server/src'), ...sourceFiles('judge/src')]
      .map((file) => relative(projectRoot, file))
      .filter((file) => !file.startsWith('server/src/generated/') && !/\.test\.tsx?$/.test(file))
      .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
      .filter((file) => /\bprocess\.env\b/.test(codeOnly(readFileSync(join(projectRoot, file), 'utf8'))));
    expect(readers).toEqual([]);
  });
});
