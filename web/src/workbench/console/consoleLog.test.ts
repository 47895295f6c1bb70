// The console log rules: last 100, consecutive duplicates dropped, filters.
import { describe, expect, it } from 'vitest';
import { type ConsoleEntry, appendEntries, filterEntries } from './consoleLog';

const log = (message: string, level: ConsoleEntry['level'] = 'log', type: ConsoleEntry['type'] = 'console') => ({
  type,
  level,
  message,
  timestamp: 0,
});

describe('console log', () => {
  it('drops consecutive duplicates only', () => {
    const entries = appendEntries([log('a')], [log('a'), log('b'), log('a'), log('a', 'warn')]);
    expect(entries.map((e) => `${e.level}:${e.message}`)).toEqual(['log:a', 'log:b', 'log:a', 'warn:a']);
  });

  it('keeps the last 100', () => {
    const entries = appendEntries(
      [],
      Array.from({ length: 130 }, (_, i) => log(String(i))),
    );
    expect(entries).toHaveLength(100);
    expect(entries[0]!.message).toBe('30');
  });

  it('filters by level and system', () => {
    const entries = [log('a'), log('b', 'error'), log('run started', 'info', 'system')];
    expect(filterEntries(entries, 'all')).toHaveLength(3);
    expect(filterEntries(entries, 'error').map((e) => e.message)).toEqual(['b']);
    expect(filterEntries(entries, 'info')).toHaveLength(0);
    expect(filterEntries(entries, 'system').map((e) => e.message)).toEqual(['run started']);
  });
});
