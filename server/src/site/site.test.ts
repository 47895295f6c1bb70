// The operator's site settings: validated with clear errors, read at run time (an edit shows on
// the next request, a broken edit keeps the last valid settings), served in the reader's language
// through GraphQL and REST, and nothing configured by default.
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { defaultSiteConfigPath, parseSiteConfig, watchSiteConfig } from './site-config';

const EXAMPLE = fileURLToPath(new URL('../../../docs/site.example.yaml', import.meta.url));
const SETTINGS = `{ siteSettings {
  repositoryUrl contactEmail donationChannels { kind url }
  donations { name amount currency date note } testimonials { quote name role }
  author { quote name title bio } comingSoonAt
} }`;

let dir: string;
let file: string;
let tick = 1_000_000;
/** writes the settings file with a new modification time (as an editor's save gives) */
function writeSettings(text: string) {
  writeFileSync(file, text);
  tick += 10;
  utimesSync(file, tick, tick);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-'));
  file = join(dir, 'site.yaml');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('site settings file', () => {
  it('names the file and the setting that is wrong', () => {
    expect(() => parseSiteConfig('donationChannels: { paypal: x }', 'site.yaml')).toThrow(
      /^site\.yaml: donationChannels/,
    );
    expect(() => parseSiteConfig('donations: [{ amount: -5, date: 2026-01-01 }]', 's.yaml')).toThrow(
      /^s\.yaml: donations\.0\.amount/,
    );
    expect(() => parseSiteConfig('contactEmail: not-an-address', 's.yaml')).toThrow(/contactEmail/);
    expect(() => parseSiteConfig('repositoryUrl: javascript:alert(1)', 's.yaml')).toThrow(/repositoryUrl/);
    expect(() => parseSiteConfig('rating: { minimumCount: 0 }', 's.yaml')).toThrow(/rating\.minimumCount/);
    expect(() => parseSiteConfig('a: [', 's.yaml')).toThrow(/not valid YAML/);
  });

  it('accepts the documented example, and an empty file means nothing is configured', () => {
    const example = parseSiteConfig(readFileSync(EXAMPLE, 'utf8'), EXAMPLE);
    expect(example.donations).toHaveLength(2);
    expect(example.donations[1]).toMatchObject({ name: '', currency: 'CNY', date: '2026-01-15' });
    expect(parseSiteConfig('', 'empty.yaml')).toEqual({ donations: [], testimonials: [] });
  });

  it('ships configuring no donation channel, donation, testimonial, author or launch date', () => {
    const shipped = parseSiteConfig(readFileSync(defaultSiteConfigPath, 'utf8'), defaultSiteConfigPath);
    expect(shipped.donationChannels).toBeUndefined();
    expect(shipped.donations).toEqual([]);
    expect(shipped.testimonials).toEqual([]);
    expect(shipped.author).toBeUndefined();
    expect(shipped.comingSoon).toBeUndefined();
    expect(shipped.rating?.minimumCount).toBe(20);
  });

  it('reads the file again when it changes, and keeps the last valid settings after a broken edit', () => {
    const errors: unknown[] = [];
    writeSettings('contactEmail: a@example.test\n');
    const source = watchSiteConfig(file, { error: (...args: unknown[]) => void errors.push(args) } as never);
    expect(source.current().contactEmail).toBe('a@example.test');
    writeSettings('contactEmail: b@example.test\n');
    expect(source.current().contactEmail).toBe('b@example.test');
    writeSettings('contactEmail: [broken\n');
    expect(source.current().contactEmail).toBe('b@example.test');
    expect(errors).toHaveLength(1);
    rmSync(file);
    expect(source.current().contactEmail).toBeUndefined();
  });

  it('refuses to start on a broken file', () => {
    writeSettings('testimonials: [{ name: No quote }]\n');
    expect(() => watchSiteConfig(file)).toThrow(/testimonials\.0\.quote/);
  });
});

describe('siteSettings (GraphQL and REST)', () => {
  let app: TestServer;
  beforeAll(async () => {
    writeSettings('');
    app = await startTestServer({ seeded: false, siteConfigPath: file });
  });
  afterAll(async () => app?.close());

  it('is empty when nothing is configured', async () => {
    const { data } = await client(app).gql(SETTINGS);
    expect(data).toEqual({
      siteSettings: {
        repositoryUrl: null,
        contactEmail: null,
        donationChannels: [],
        donations: [],
        testimonials: [],
        author: null,
        comingSoonAt: null,
      },
    });
  });

  it('serves an edit without a restart, in the reader’s language, donations newest first', async () => {
    writeSettings(readFileSync(EXAMPLE, 'utf8'));
    const en = (await client(app).gql<{ siteSettings: Record<string, unknown> }>(SETTINGS)).data!.siteSettings;
    expect(en.donationChannels).toEqual([
      { kind: 'wechat', url: 'wxp://example-not-a-real-address' },
      { kind: 'alipay', url: 'https://qr.alipay.com/example-not-a-real-address' },
      { kind: 'githubSponsors', url: 'https://github.com/sponsors/example' },
      { kind: 'openCollective', url: 'https://opencollective.com/example' },
    ]);
    expect(en.donations).toEqual([
      { name: 'Example Donor', amount: 10, currency: 'USD', date: '2026-01-31', note: 'Keep it free!' },
      { name: '', amount: 50, currency: 'CNY', date: '2026-01-15', note: null },
    ]);
    expect(en.comingSoonAt).toBe('2027-03-01T00:00:00.000Z');
    const zh = await client(app, { locale: 'zh-CN' }).rest<{ data: Record<string, unknown> }>('GET', '/api/site');
    expect(zh.status).toBe(200);
    expect(zh.body.data).toMatchObject({
      testimonials: [{ quote: '示例引语，仅用于展示格式。', name: 'Example Person', role: '前端工程师' }],
      author: { name: 'Example Maintainer', title: '维护者' },
      rating: null,
    });
  });
});
