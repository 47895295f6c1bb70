// The REST body helpers: each field kind reads one way.
import { describe, expect, it } from 'vitest';
import { asSent, connectionNodes, optionalText, requiredText, textOrJson } from './body';

describe('REST body helpers', () => {
  it('requiredText keeps strings, writes other scalars as text and absent as empty', () => {
    expect(requiredText('a b')).toBe('a b');
    expect(requiredText(42)).toBe('42');
    expect(requiredText(false)).toBe('false');
    expect(requiredText(undefined)).toBe('');
    expect(requiredText(null)).toBe('');
  });

  it('optionalText is requiredText with absent as null', () => {
    expect(optionalText('')).toBe('');
    expect(optionalText(7)).toBe('7');
    expect(optionalText(undefined)).toBeNull();
    expect(optionalText(null)).toBeNull();
  });

  it('textOrJson writes objects as their JSON text', () => {
    expect(textOrJson({ en: 'Arrays', zhCN: '数组' })).toBe('{"en":"Arrays","zhCN":"数组"}');
    expect(textOrJson(['x'])).toBe('["x"]');
    expect(textOrJson('k')).toBe('k');
    expect(textOrJson(3)).toBe('3');
    expect(textOrJson(undefined)).toBeNull();
  });

  it('asSent passes values through and absent as null', () => {
    const files = { 'index.ts': 'x' };
    expect(asSent(files)).toBe(files);
    expect(asSent(0)).toBe(0);
    expect(asSent(undefined)).toBeNull();
  });

  it('connectionNodes answers the nodes of a connection in order', () => {
    expect(connectionNodes({ edges: [{ node: { id: 1 } }, { node: { id: 2 } }] })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(connectionNodes({ edges: [] })).toEqual([]);
  });
});
