// Label columns (spec: the union of the languages in the data plus en and zhCN), their
// headers, the search over key and labels, and what the form sends.
import { describe, expect, it } from 'vitest';
import { labelInput, labelValues, languageColumns, languageHeader, readLabels } from './labels';
import { matchesSearch, visibleItems } from './search';
import { at } from '../../test/at';

const item = (id: string, key: string, label: unknown) => ({ id, key, label });

describe('languageColumns', () => {
  it('always has en and zhCN first, even with no data', () => {
    expect(languageColumns([])).toEqual(['en', 'zhCN']);
  });

  it('adds every other language present in any item, once, alphabetically', () => {
    const items = [
      item('1', 'a', { en: 'A', zhCN: '甲', ja: 'エー' }),
      item('2', 'b', { fr: 'B', en: 'B', ja: 'ビー' }),
      item('3', 'c', { zhCN: '丙', 'pt-BR': 'C' }),
    ];
    expect(languageColumns(items)).toEqual(['en', 'zhCN', 'fr', 'ja', 'pt-BR']);
  });

  it('reads labels given as JSON text, and ignores what is not a language code', () => {
    const items = [
      item('1', 'a', '{"en":"A","de":"A"}'),
      item('2', 'b', { en: 'B', 'not a code': 'x', __typename: 'x' }),
    ];
    expect(languageColumns(items)).toEqual(['en', 'zhCN', 'de']);
  });
});

describe('languageHeader', () => {
  it('names a language in itself, with its code', () => {
    expect(languageHeader('en')).toBe('English (en)');
    expect(languageHeader('zhCN')).toBe('简体中文 (zhCN)');
    expect(languageHeader('ja')).toBe('日本語 (ja)');
    expect(languageHeader('fr')).toBe('Français (fr)');
  });
});

describe('readLabels', () => {
  it('keeps the texts of an object or of its JSON text, and nothing else', () => {
    expect(readLabels({ en: 'A', zhCN: '甲', n: 3 })).toEqual({ en: 'A', zhCN: '甲' });
    expect(readLabels('{"en":"A"}')).toEqual({ en: 'A' });
    expect(readLabels('not json')).toEqual({});
    expect(readLabels(null)).toEqual({});
    expect(readLabels(['en'])).toEqual({});
  });
});

describe('form values and input', () => {
  it('starts every language field from the item, empty where missing', () => {
    expect(labelValues(['en', 'zhCN', 'ja'], { en: 'Closure', zhCN: '闭包' })).toEqual({
      en: 'Closure',
      zhCN: '闭包',
      ja: '',
    });
    expect(labelValues(['en', 'zhCN'], undefined)).toEqual({ en: '', zhCN: '' });
  });

  it('sends the trimmed labels as a JSON string', () => {
    const sent = labelInput({ en: '  Closure ', zhCN: '闭包' });
    expect(typeof sent).toBe('string');
    expect(JSON.parse(sent)).toEqual({ en: 'Closure', zhCN: '闭包' });
  });
});

describe('search', () => {
  const tags = [
    item('1', 'react', { en: 'React', zhCN: '响应式框架' }),
    item('2', 'closure', { en: 'Closure', zhCN: '闭包' }),
    item('3', 'css', { en: 'CSS', zhCN: 'CSS', ja: 'スタイル' }),
  ];

  it('matches the key or any label, ignoring case and surrounding spaces', () => {
    expect(matchesSearch(at(tags, 0), 'REA')).toBe(true);
    expect(matchesSearch(at(tags, 1), ' 闭包 ')).toBe(true);
    expect(matchesSearch(at(tags, 2), 'スタ')).toBe(true);
    expect(matchesSearch(at(tags, 1), 'react')).toBe(false);
  });

  it('shows everything for an empty query, in key order', () => {
    expect(visibleItems(tags, '  ').map((t) => t.key)).toEqual(['closure', 'css', 'react']);
    expect(visibleItems(tags, 'c').map((t) => t.key)).toEqual(['closure', 'css', 'react']);
    expect(visibleItems(tags, 'clo').map((t) => t.key)).toEqual(['closure']);
  });
});
