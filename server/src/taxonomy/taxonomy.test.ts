// Tags and companies maintenance over HTTP: lists for everyone, writes for administrators only
// (401 anonymous, 403 signed-in user), the spec's validation messages, and the REST paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { COMPANY_ICONS } from './icons';

let app: TestServer;
let admin: Client;
let user: Client;
beforeAll(async () => {
  app = await startTestServer();
  const a = await signUp(app);
  await app.prisma.user.update({ where: { id: a.id }, data: { role: 'admin' } });
  admin = a.client;
  user = (await signUp(app)).client;
});
afterAll(() => app?.close());

const DUPLICATE = 'this Key already exists, please use a unique Key';
const TAG = 'id key label';
const COMPANY = 'id key icon link label color';
const CREATE_TAG = `mutation ($input: TagInput!) { createTag(input: $input) { ${TAG} } }`;
const UPDATE_TAG = `mutation ($id: ID!, $input: TagInput!) { updateTag(id: $id, input: $input) { ${TAG} } }`;
const DELETE_TAG = `mutation ($id: ID!) { deleteTag(id: $id) { ${TAG} } }`;
const CREATE_COMPANY = `mutation ($input: CompanyInput!) { createCompany(input: $input) { ${COMPANY} } }`;
const UPDATE_COMPANY = `mutation ($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { ${COMPANY} } }`;

interface Tag {
  id: string;
  key: string;
  label: Record<string, string>;
}
interface Company extends Tag {
  icon: string;
  link: string | null;
  color: string | null;
}

const label = (en: string, zhCN: string) => ({ en, zhCN });

describe('authorisation', () => {
  it('lists tags, companies and icons for everyone; writes are admin-only (401 anonymous, 403 user)', async () => {
    const anonymous = client(app);
    const lists = await anonymous.gql<{ tags: Tag[]; companies: Company[]; companyIcons: string[] }>(
      `{ tags { ${TAG} } companies { ${COMPANY} } companyIcons }`,
    );
    expect(lists.errors).toBeUndefined();
    expect(lists.data!.tags.length).toBeGreaterThan(5);
    expect(lists.data!.companies.map((c) => c.key)).toContain('google');
    expect(lists.data!.companyIcons).toEqual([...COMPANY_ICONS]);
    expect(lists.data!.companyIcons.every((name) => /^[A-Za-z0-9_-]+$/.test(name))).toBe(true);

    const input = { key: 'authz-probe', label: label('Probe', '探针') };
    const tag = await app.prisma.tag.findFirstOrThrow();
    const company = await app.prisma.company.findFirstOrThrow();
    const writes: [string, Record<string, unknown>][] = [
      [CREATE_TAG, { input }],
      [UPDATE_TAG, { id: tag.id, input }],
      [DELETE_TAG, { id: tag.id }],
      [CREATE_COMPANY, { input: { ...input, icon: 'google' } }],
      [UPDATE_COMPANY, { id: company.id, input }],
      [`mutation ($id: ID!) { deleteCompany(id: $id) { id } }`, { id: company.id }],
    ];
    for (const [query, variables] of writes) {
      const a = await anonymous.gql(query, variables);
      expect(a.status, query).toBe(401);
      expect(a.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const u = await user.gql(query, variables);
      expect(u.status, query).toBe(403);
      expect(u.errors?.[0]).toMatchObject({
        message: 'You do not have permission to do this.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    // nothing was written
    expect(await app.prisma.tag.count({ where: { key: 'authz-probe' } })).toBe(0);
    expect(await app.prisma.tag.count({ where: { id: tag.id } })).toBe(1);
    expect(await app.prisma.company.count({ where: { id: company.id } })).toBe(1);
  });
});

describe('tags', () => {
  it('creates, updates (label as object or JSON text) and deletes a tag', async () => {
    const created = await admin.gql<{ createTag: Tag }>(CREATE_TAG, {
      input: { key: 'admin-topic-probe', label: label('Web Workers', 'Web Worker') },
    });
    expect(created.errors).toBeUndefined();
    const tag = created.data!.createTag;
    expect(tag).toMatchObject({ key: 'admin-topic-probe', label: { en: 'Web Workers', zhCN: 'Web Worker' } });

    const updated = await admin.gql<{ updateTag: Tag }>(UPDATE_TAG, {
      id: tag.id,
      input: { label: JSON.stringify({ en: 'Workers', zhCN: '工作线程', ja: 'ワーカー' }) },
    });
    expect(updated.data!.updateTag).toMatchObject({
      key: 'admin-topic-probe',
      label: { en: 'Workers', zhCN: '工作线程', ja: 'ワーカー' },
    });
    // editing keeps its own key
    const sameKey = await admin.gql<{ updateTag: Tag }>(UPDATE_TAG, {
      id: tag.id,
      input: { key: 'admin-topic-probe' },
    });
    expect(sameKey.errors).toBeUndefined();

    const deleted = await admin.gql<{ deleteTag: Tag }>(DELETE_TAG, { id: tag.id });
    expect(deleted.data!.deleteTag.key).toBe('admin-topic-probe');
    expect(await app.prisma.tag.count({ where: { id: tag.id } })).toBe(0);
    const again = await admin.gql(DELETE_TAG, { id: tag.id });
    expect(again.errors?.[0]).toMatchObject({ message: 'Tag not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it("refuses a duplicate key with the spec's message (409), on create and on edit", async () => {
    const existing = await app.prisma.tag.findFirstOrThrow({ orderBy: { key: 'asc' } });
    const duplicate = await admin.gql(CREATE_TAG, { input: { key: existing.key, label: label('X', '叉') } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.errors?.[0]).toMatchObject({ message: DUPLICATE, extensions: { code: 'CONFLICT' } });

    const other = await admin.gql<{ createTag: Tag }>(CREATE_TAG, {
      input: { key: 'rename-me', label: label('R', '改') },
    });
    const renamed = await admin.gql(UPDATE_TAG, { id: other.data!.createTag.id, input: { key: existing.key } });
    expect(renamed.status).toBe(409);
    expect(renamed.errors?.[0]?.message).toBe(DUPLICATE);

    // two admins racing for one new key: one wins, the other gets the same 409
    const race = await Promise.all(
      [0, 1, 2].map(() => admin.gql(CREATE_TAG, { input: { key: 'race-key', label: label('Race', '赛跑') } })),
    );
    expect(race.filter((r) => !r.errors)).toHaveLength(1);
    expect(race.filter((r) => r.errors?.[0]?.message === DUPLICATE)).toHaveLength(2);
  });

  it('validates key and every language label with clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ key: '', label: label('A', '甲') }, 'Key is required.'],
      [{ key: '   ', label: label('A', '甲') }, 'Key is required.'],
      [{ label: label('A', '甲') }, 'Key is required.'],
      [
        { key: 'has space', label: label('A', '甲') },
        'Key may contain only letters, digits and . _ - + # (no spaces).',
      ],
      [{ key: 'k'.repeat(65), label: label('A', '甲') }, 'Key is at most 64 characters.'],
      [{ key: 'ok-key' }, 'Label is required.'],
      [{ key: 'ok-key', label: { en: 'Only English' } }, 'Label (zhCN) is required.'],
      [{ key: 'ok-key', label: { en: ' ', zhCN: '中文' } }, 'Label (en) is required.'],
      [{ key: 'ok-key', label: JSON.stringify({ zhCN: '中文' }) }, 'Label (en) is required.'],
      [
        { key: 'ok-key', label: '{not json' },
        'Label must be an object of language code to text, e.g. {"en": "…", "zhCN": "…"}.',
      ],
      [
        { key: 'ok-key', label: ['en', 'zhCN'] },
        'Label must be an object of language code to text, e.g. {"en": "…", "zhCN": "…"}.',
      ],
      [
        { key: 'ok-key', label: { en: 'A', zhCN: '甲', 'not a code': 'x' } },
        '"not a code" is not a language code (such as en or zhCN).',
      ],
      [{ key: 'ok-key', label: { en: 'A', zhCN: '甲', fr: '' } }, 'Label (fr) is required.'],
    ];
    for (const [input, message] of cases) {
      const r = await admin.gql(CREATE_TAG, { input });
      expect(r.errors?.[0]?.message, JSON.stringify(input)).toBe(message);
      expect(r.status).toBe(400);
    }
    expect(await app.prisma.tag.count({ where: { key: 'ok-key' } })).toBe(0);
  });
});

describe('companies', () => {
  it('creates with a registered icon, optional link and null color; edit with color null keeps the color', async () => {
    const created = await admin.gql<{ createCompany: Company }>(CREATE_COMPANY, {
      input: { key: 'acme-pay', icon: 'stripe', label: label('Stripe', 'Stripe'), link: '', color: null },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCompany).toMatchObject({ key: 'acme-pay', icon: 'stripe', link: null, color: null });

    const google = await app.prisma.company.findUniqueOrThrow({ where: { key: 'google' } });
    expect(google.color).toBeTruthy();
    const edited = await admin.gql<{ updateCompany: Company }>(UPDATE_COMPANY, {
      id: google.id,
      input: {
        key: 'google',
        icon: 'google',
        link: 'https://about.google',
        label: JSON.stringify({ en: 'Google', zhCN: '谷歌公司' }),
        color: null,
      },
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateCompany).toMatchObject({
      link: 'https://about.google',
      label: { en: 'Google', zhCN: '谷歌公司' },
      color: google.color,
    });
    // an empty link removes it; a book link is a link too
    const noLink = await admin.gql<{ updateCompany: Company }>(UPDATE_COMPANY, { id: google.id, input: { link: '' } });
    expect(noLink.data!.updateCompany.link).toBeNull();
    const bookLink = await admin.gql<{ updateCompany: Company }>(UPDATE_COMPANY, {
      id: google.id,
      input: { link: 'top-100' },
    });
    expect(bookLink.data!.updateCompany.link).toBe('top-100');
  });

  it('validates icon (required, pattern, registered), link and the duplicate key', async () => {
    const base = { key: 'newco', label: label('NewCo', '新公司') };
    const cases: [Record<string, unknown>, string, number][] = [
      [{ ...base }, 'Icon is required.', 400],
      [{ ...base, icon: '' }, 'Icon is required.', 400],
      [{ ...base, icon: 'bad icon!' }, 'Icon may contain only letters, digits, underscores and hyphens.', 400],
      [{ ...base, icon: 'not-registered' }, '"not-registered" is not a registered icon name.', 400],
      [{ ...base, icon: 'google', link: 'ftp://example.com' }, 'Link must be an http(s) URL or a book link.', 400],
      [{ ...base, icon: 'google', color: 'url(javascript:x)' }, 'Color must be a CSS color such as #ff6a00.', 400],
      [{ ...base, key: 'google', icon: 'google' }, DUPLICATE, 409],
    ];
    for (const [input, message, status] of cases) {
      const r = await admin.gql(CREATE_COMPANY, { input });
      expect(r.errors?.[0]?.message, JSON.stringify(input)).toBe(message);
      expect(r.status).toBe(status);
    }
    const missing = await admin.gql(UPDATE_COMPANY, { id: 'no-such-id', input: { icon: 'google' } });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Company not found.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('REST paths', () => {
  it('GET/POST /api/tags, PUT/DELETE /api/tags/{id} with the envelope; label as a JSON string', async () => {
    const list = await client(app).rest<Tag[]>('GET', '/api/tags');
    expect(list.body.code).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data[0]).toEqual({ id: expect.any(String), key: expect.any(String), label: expect.any(Object) });

    const created = await admin.rest<Tag>('POST', '/api/tags', {
      key: 'rest-tag',
      label: JSON.stringify({ en: 'REST', zhCN: '接口' }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 201,
      message: 'success',
      data: { key: 'rest-tag', label: { en: 'REST' } },
    });
    const id = created.body.data.id;

    const updated = await admin.rest<Tag>('PUT', `/api/tags/${id}`, {
      key: 'rest-tag-2',
      label: { en: 'REST 2', zhCN: '接口 2' },
    });
    expect(updated.body).toMatchObject({ code: 200, data: { key: 'rest-tag-2', label: { zhCN: '接口 2' } } });

    const duplicate = await admin.rest('POST', '/api/tags', { key: 'rest-tag-2', label: '{"en":"x","zhCN":"y"}' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ code: 409, message: DUPLICATE, data: null, messageId: 'taxonomy.duplicateKey' });
    const invalid = await admin.rest('POST', '/api/tags', { key: 'rest-tag-3', label: '{"en":"x"}' });
    expect(invalid.body).toEqual({
      code: 400,
      message: 'Label (zhCN) is required.',
      data: null,
      messageId: 'taxonomy.labelLanguageRequired',
    });

    expect((await client(app).rest('POST', '/api/tags', { key: 'x', label: '{}' })).status).toBe(401);
    expect((await user.rest('PUT', `/api/tags/${id}`, { key: 'x' })).status).toBe(403);
    expect((await user.rest('DELETE', `/api/tags/${id}`)).body.code).toBe(403);

    const deleted = await admin.rest<Tag>('DELETE', `/api/tags/${id}`);
    expect(deleted.body).toMatchObject({ code: 200, data: { id, key: 'rest-tag-2' } });
    expect((await admin.rest('DELETE', `/api/tags/${id}`)).body).toEqual({
      code: 404,
      message: 'Tag not found.',
      data: null,
      messageId: 'taxonomy.tagNotFound',
    });
  });

  it('GET/POST /api/companies, PUT/DELETE /api/companies/{id}, GET /api/companies/icons', async () => {
    const icons = await client(app).rest<string[]>('GET', '/api/companies/icons');
    expect(icons.body.data).toContain('alibaba');

    const created = await admin.rest<Company>('POST', '/api/companies', {
      key: 'acme-stay',
      icon: 'airbnb',
      link: 'https://careers.airbnb.com',
      label: JSON.stringify({ en: 'Airbnb', zhCN: '爱彼迎' }),
      color: null,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      key: 'acme-stay',
      icon: 'airbnb',
      color: null,
      label: { zhCN: '爱彼迎' },
    });
    const id = created.body.data.id;

    const list = await client(app).rest<Company[]>('GET', '/api/companies');
    expect(list.body.data.find((c) => c.id === id)).toMatchObject({
      key: 'acme-stay',
      link: 'https://careers.airbnb.com',
    });

    const updated = await admin.rest<Company>('PUT', `/api/companies/${id}`, {
      key: 'acme-stay',
      icon: 'building',
      link: '',
      label: JSON.stringify({ en: 'Airbnb Inc.', zhCN: '爱彼迎' }),
      color: null,
    });
    expect(updated.body).toMatchObject({
      code: 200,
      data: { icon: 'building', link: null, label: { en: 'Airbnb Inc.' } },
    });

    const badIcon = await admin.rest('PUT', `/api/companies/${id}`, { icon: 'nope' });
    expect(badIcon.body).toEqual({
      code: 400,
      message: '"nope" is not a registered icon name.',
      data: null,
      messageId: 'taxonomy.iconUnknown',
    });
    expect((await user.rest('POST', '/api/companies', { key: 'x' })).status).toBe(403);
    expect((await client(app).rest('DELETE', `/api/companies/${id}`)).status).toBe(401);

    const deleted = await admin.rest<Company>('DELETE', `/api/companies/${id}`);
    expect(deleted.body.data.key).toBe('acme-stay');
    expect(await app.prisma.company.count({ where: { id } })).toBe(0);
  });
});
