// The admin forms' rules (spec §5 "Admin tag and company") with the spec's messages, and
// where a failed save's message goes (spec §8).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../auth/apiError';
import i18n from '../../i18n/i18n';
import '../../i18n/namespaces/admin';
import { DUPLICATE_KEY_MESSAGE, describeAdminError, isDuplicateKeyError } from './errors';
import { type AdminT, companySchema, isDuplicateKey, tagSchema } from './schemas';

let t: AdminT;
let zh: AdminT;
beforeAll(async () => {
  await i18n.changeLanguage('en');
  t = i18n.getFixedT('en', 'admin');
  zh = i18n.getFixedT('zhCN', 'admin');
});

/** the first message per field path ("key", "labels.en"…) */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

const existing = [
  { id: 't1', key: 'react' },
  { id: 't2', key: 'closure' },
];
const languages = ['en', 'zhCN', 'ja'];
const labels = { en: 'Hooks', zhCN: '钩子', ja: 'フック' };

describe('isDuplicateKey', () => {
  it('finds a key another item has, compared trimmed', () => {
    expect(isDuplicateKey('react', existing)).toBe(true);
    expect(isDuplicateKey('  react ', existing)).toBe(true);
    expect(isDuplicateKey('hooks', existing)).toBe(false);
    expect(isDuplicateKey('', existing)).toBe(false);
  });

  it('lets the edited item keep its own key, but not take another one', () => {
    expect(isDuplicateKey('react', existing, 't1')).toBe(false);
    expect(isDuplicateKey('closure', existing, 't1')).toBe(true);
  });

  it('compares as the API stores keys (case matters)', () => {
    expect(isDuplicateKey('React', existing)).toBe(false);
  });
});

describe('tagSchema', () => {
  const schema = () => tagSchema(t, { languages, items: existing });

  it('accepts a new key with every label, trimmed', () => {
    const result = schema().safeParse({ key: ' hooks ', labels: { ...labels, en: ' Hooks ' } });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ key: 'hooks', labels });
  });

  it('requires the key and every language label', () => {
    const out = messages(schema().safeParse({ key: '  ', labels: { en: '', zhCN: ' ', ja: 'フック' } }));
    expect(out.key).toBe('Key is required.');
    expect(out['labels.en']).toBe('English (en) label is required.');
    expect(out['labels.zhCN']).toBe('简体中文 (zhCN) label is required.');
    expect(out['labels.ja']).toBeUndefined();
  });

  it('refuses a key in use with the spec message, in both languages', () => {
    expect(messages(schema().safeParse({ key: 'react', labels })).key).toBe(
      'this Key already exists, please use a unique Key',
    );
    const chinese = tagSchema(zh, { languages, items: existing });
    expect(messages(chinese.safeParse({ key: 'react', labels })).key).toBe('该 Key 已存在，请使用唯一的 Key');
    expect(messages(chinese.safeParse({ key: '', labels })).key).toBe('Key不能为空。');
  });

  it('lets an edit keep its own key', () => {
    expect(
      tagSchema(t, { languages, items: existing, editingId: 't1' }).safeParse({ key: 'react', labels }).success,
    ).toBe(true);
  });

  it('refuses spaces and over-long texts, as the API does', () => {
    expect(messages(schema().safeParse({ key: 'two words', labels })).key).toBe(
      'Key may contain only letters, digits and . _ - + # (no spaces).',
    );
    expect(messages(schema().safeParse({ key: 'k'.repeat(65), labels })).key).toBe('Must be at most 64 characters.');
    expect(messages(schema().safeParse({ key: 'ok', labels: { ...labels, ja: 'x'.repeat(101) } }))['labels.ja']).toBe(
      'Must be at most 100 characters.',
    );
    expect(schema().safeParse({ key: 'c++', labels }).success).toBe(true);
  });
});

describe('companySchema', () => {
  const icons = ['google', 'meta', 'building'];
  const schema = () => companySchema(t, { languages: ['en', 'zhCN'], items: existing, icons });
  const base = { key: 'acme', icon: 'building', link: '', labels: { en: 'Acme', zhCN: '阿克米' } };

  it('accepts a company without a link, and with a URL or a book link', () => {
    expect(schema().safeParse(base).success).toBe(true);
    expect(schema().safeParse({ ...base, link: 'https://acme.example/jobs' }).success).toBe(true);
    expect(schema().safeParse({ ...base, link: 'google-interview' }).success).toBe(true);
  });

  it('refuses other links', () => {
    for (const link of ['ftp://acme.example', 'Acme Jobs', 'https://', '/book/x']) {
      expect(messages(schema().safeParse({ ...base, link })).link, link).toBe(
        'Link must be an http(s) URL or a book link.',
      );
    }
  });

  it('requires an icon of letters, digits, _ and -, from the registered names', () => {
    expect(messages(schema().safeParse({ ...base, icon: '' })).icon).toBe('Icon is required.');
    expect(messages(schema().safeParse({ ...base, icon: 'acme logo' })).icon).toBe(
      'Icon may contain only letters, digits, underscores and hyphens.',
    );
    expect(messages(schema().safeParse({ ...base, icon: 'acme' })).icon).toBe('“acme” is not a registered icon name.');
  });

  it('leaves the registered-name check to the API until the names have loaded', () => {
    const unloaded = companySchema(t, { languages: ['en', 'zhCN'], items: existing, icons: [] });
    expect(unloaded.safeParse({ ...base, icon: 'acme' }).success).toBe(true);
  });

  it('shares the key rules with tags', () => {
    expect(messages(schema().safeParse({ ...base, key: 'closure' })).key).toBe(
      'this Key already exists, please use a unique Key',
    );
  });
});

describe('save and delete failures', () => {
  const graphql = (code: string, message: string, field?: string): ApiError => ({
    kind: 'graphql',
    code,
    message,
    field,
  });

  it('recognises the API 409 for a key in use', () => {
    expect(isDuplicateKeyError(graphql('CONFLICT', DUPLICATE_KEY_MESSAGE, 'key'))).toBe(true);
    expect(isDuplicateKeyError(graphql('CONFLICT', 'Something else'))).toBe(false);
    expect(isDuplicateKeyError(graphql('BAD_USER_INPUT', 'Key is required.', 'key'))).toBe(false);
  });

  it('shows the server message, said in the interface language when known, else the unknown error', () => {
    expect(describeAdminError(t, graphql('BAD_USER_INPUT', '"acme" is not a registered icon name.'))).toBe(
      '"acme" is not a registered icon name.',
    );
    expect(describeAdminError(zh, graphql('CONFLICT', DUPLICATE_KEY_MESSAGE, 'key'))).toBe(
      '该 Key 已存在，请使用唯一的 Key',
    );
    expect(describeAdminError(t, graphql('FORBIDDEN', 'You do not have permission to do this.'))).toBe(
      'Only administrators can change tags and companies.',
    );
    expect(describeAdminError(t, { kind: 'network' })).toBe(
      'Cannot reach the server. Please check your network connection.',
    );
    expect(describeAdminError(t, { kind: 'unknown', message: 'boom' })).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(describeAdminError(t, { kind: 'graphql', code: 'INTERNAL_SERVER_ERROR' })).toBe(
      'Something went wrong. Please try again later.',
    );
  });
});
