// The two catalogues hold the same messages: every id in both languages, with the same
// `{{name}}` parameters, and no empty text. TypeScript checks the ids (zh-CN.ts is a
// Translation); this also checks the parameters, which types cannot see inside a string.
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { zhCN } from './messages/zh-CN';
import { at } from '../../test/at';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** id → the parameter names of all its forms */
function parameters(catalogue: Record<string, string>): Map<string, string[]> {
  const byId = new Map<string, Set<string>>();
  for (const [key, text] of Object.entries(catalogue)) {
    const id = key.replace(PLURAL, '');
    const names = byId.get(id) ?? new Set<string>();
    for (const match of text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)) names.add(at(match, 1));
    byId.set(id, names);
  }
  return new Map([...byId].map(([id, names]) => [id, [...names].sort()]));
}

describe('the message catalogues', () => {
  const english = parameters(en);
  const chinese = parameters(zhCN as unknown as Record<string, string>);

  it('have the same ids in English and Simplified Chinese', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('give each id the same parameters in both languages', () => {
    const differing = [...english]
      .filter(([id, names]) => JSON.stringify(chinese.get(id)) !== JSON.stringify(names))
      .map(([id, names]) => `${id}: en {${names.join(', ')}}, zh-CN {${chinese.get(id)?.join(', ')}}`);
    expect(differing).toEqual([]);
  });

  it('give a plural message the forms its language needs, with count', () => {
    const plural = Object.keys(en).filter((key) => key.endsWith('_one'));
    expect(plural.length).toBeGreaterThan(0);
    for (const key of plural) {
      const id = key.replace(PLURAL, '');
      expect(en).toHaveProperty(`${id}_other`);
      expect(zhCN).toHaveProperty(`${id}_other`);
      expect(english.get(id)).toContain('count');
    }
  });

  it('have no empty text', () => {
    const empty = [...Object.entries(en), ...Object.entries(zhCN)].filter(([, text]) => !text?.trim());
    expect(empty).toEqual([]);
  });

  it('are checked by this test: a renamed parameter is caught', () => {
    const broken = parameters({ ...(zhCN as unknown as Record<string, string>), 'token.tooMany': '最多 {{limit}} 个' });
    expect(broken.get('token.tooMany')).not.toEqual(english.get('token.tooMany'));
  });
});
