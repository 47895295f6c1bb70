import { describe, expect, it } from 'vitest';
import { COMPANIES, FIELDS, PLANS } from '../../data/listings';
import { filterByTitle, toCards } from './toCards';

describe('listing cards', () => {
  it('uses the server book when it exists, else the static entry', () => {
    const byLink = new Map([
      [
        'google',
        { id: '1', link: 'google', title: 'Google guide', description: 'From the server', icon: 'x', count: [12, 0] },
      ],
    ]);
    const cards = toCards(COMPANIES.slice(0, 2), byLink, 'zhCN', (name) => `${name}!`);
    expect(cards[0]).toMatchObject({ slug: 'google', title: 'Google guide', description: 'From the server' });
    expect(cards[1]).toMatchObject({ slug: 'meta', title: 'Meta', description: 'Meta!', book: undefined });
  });

  it('filters by title case-insensitively', () => {
    const items = [{ title: 'JavaScript' }, { title: 'Java' }, { title: 'CSS' }];
    expect(filterByTitle(items, 'JAVA').map((i) => i.title)).toEqual(['JavaScript', 'Java']);
    expect(filterByTitle(items, '  ')).toHaveLength(3);
    expect(filterByTitle(items, 'rust')).toEqual([]);
  });

  it('lists 3 plans, 36 companies and 100 focus areas with distinct, valid slugs', () => {
    expect(PLANS.map((p) => p.slug)).toEqual(['10-day-study-plan', '30-day-study-plan', '60-day-study-plan']);
    for (const [list, size] of [
      [COMPANIES, 36],
      [FIELDS, 100],
    ] as const) {
      expect(list).toHaveLength(size);
      expect(new Set(list.map((e) => e.slug)).size).toBe(size);
      for (const entry of list) expect(entry.slug).toMatch(/^[a-z0-9][a-z0-9-]{0,127}$/);
    }
  });
});
