import { describe, expect, it } from 'vitest';
import { COMPANIES, FIELDS, type ListingEntry, PLANS } from '../data/listings';
import { indexProblemKeys } from './problemKeys';
import { cardTarget, filterByTitle, toCards } from './toCards';
import type { ListingBook } from './useListingBooks';
import { at } from '../test/at';

const book = (link: string, title: string, total: number): ListingBook => ({
  id: `id-${link}`,
  link,
  title,
  description: `${title} from the server`,
  icon: 'flame',
  count: [total, 0],
});

const problem = (id: string, tags: string[], companies: string[]) => ({
  id,
  tags: tags.map((key) => ({ key })),
  companies: companies.map((key) => ({ key })),
});

const index = indexProblemKeys([
  problem('debounce', ['javascript', 'closure'], ['google', 'meta']),
  problem('closures', ['javascript', 'closure'], ['google']),
  problem('mini', ['miniprogram'], ['tencent']),
]);

const entry = (slug: string, keys?: string[]): ListingEntry => ({ slug, title: { en: slug, zhCN: slug }, keys });
const describeName = (name: string, preparing: boolean) => (preparing ? `${name} soon` : `${name}!`);

describe('card target', () => {
  it('opens the card’s own book when the question bank has it, even if a filter would match', () => {
    expect(cardTarget(entry('google'), book('google', 'Google guide', 12), 'company', index)).toEqual({
      kind: 'book',
      href: '/book/google',
      problems: 12,
    });
  });

  it('falls back to the all-questions book filtered by the slug as key, counting its problems', () => {
    expect(cardTarget(entry('google'), undefined, 'company', index)).toEqual({
      kind: 'filtered',
      href: '/book/all-interview-questions?company=google',
      problems: 2,
    });
    expect(cardTarget(entry('javascript'), undefined, 'tag', index)).toEqual({
      kind: 'filtered',
      href: '/book/all-interview-questions?tag=javascript',
      problems: 2,
    });
  });

  it('uses the entry’s explicit keys instead of the slug', () => {
    expect(cardTarget(entry('mini-program', ['miniprogram']), undefined, 'tag', index)).toEqual({
      kind: 'filtered',
      href: '/book/all-interview-questions?tag=miniprogram',
      problems: 1,
    });
    expect(cardTarget(entry('mini-program'), undefined, 'tag', index)).toEqual({ kind: 'preparing' });
  });

  it('is in preparation with neither a book nor a problem, and for plans without a book', () => {
    expect(cardTarget(entry('apple'), undefined, 'company', index)).toEqual({ kind: 'preparing' });
    // a company key is not a tag
    expect(cardTarget(entry('google'), undefined, 'tag', index)).toEqual({ kind: 'preparing' });
    // plans have no filter fallback; keys not loaded means no filter either
    expect(cardTarget(entry('10-day-study-plan'), undefined, undefined, index)).toEqual({ kind: 'preparing' });
    expect(cardTarget(entry('google'), undefined, 'company', undefined)).toEqual({ kind: 'preparing' });
  });
});

describe('listing cards', () => {
  it('takes title and description from the book, else the static entry, in the current language', () => {
    const byLink = new Map([['google', book('google', 'Google guide', 12)]]);
    const cards = toCards('companies', COMPANIES.slice(0, 4), { byLink, index }, 'zhCN', describeName);
    expect(cards.map((c) => [c.slug, c.title, c.description, c.target.kind])).toEqual([
      ['google', 'Google guide', 'Google guide from the server', 'book'],
      ['meta', 'Meta', 'Meta!', 'filtered'],
      ['amazon', '亚马逊', '亚马逊 soon', 'preparing'],
      ['apple', '苹果', '苹果 soon', 'preparing'],
    ]);
  });

  it('maps the topic slugs that differ from tag keys', () => {
    const cards = toCards('fields', FIELDS, { byLink: new Map(), index }, 'en', describeName);
    const bySlug = new Map(cards.map((c) => [c.slug, c.target]));
    expect(bySlug.get('closures')).toMatchObject({ href: '/book/all-interview-questions?tag=closure' });
    expect(bySlug.get('mini-program')).toMatchObject({ href: '/book/all-interview-questions?tag=miniprogram' });
    expect(bySlug.get('javascript')).toMatchObject({ kind: 'filtered', problems: 2 });
    expect(bySlug.get('css')).toEqual({ kind: 'preparing' });
  });

  it('makes plan cards real books, never filters, and keeps the listing’s own icon', () => {
    const byLink = new Map([['30-day-study-plan', book('30-day-study-plan', '30-Day Study Plan', 17)]]);
    const cards = toCards('plans', PLANS, { byLink, index }, 'en', describeName);
    expect(cards.map((c) => c.target)).toEqual([
      { kind: 'preparing' },
      { kind: 'book', href: '/book/30-day-study-plan', problems: 17 },
      { kind: 'preparing' },
    ]);
    expect(at(cards, 1).icon).toBe(at(PLANS, 1).icon);
    expect(at(cards, 0).description).toBe(at(PLANS, 0).description!.en);
  });

  it('filters by title case-insensitively', () => {
    const items = [{ title: 'JavaScript' }, { title: 'Java' }, { title: 'CSS' }];
    expect(filterByTitle(items, 'JAVA').map((i) => i.title)).toEqual(['JavaScript', 'Java']);
    expect(filterByTitle(items, '  ')).toHaveLength(3);
    expect(filterByTitle(items, 'rust')).toEqual([]);
  });

  it('lists 3 plans, 36 companies and 100 focus areas with distinct, valid slugs and keys', () => {
    expect(PLANS.map((p) => p.slug)).toEqual(['10-day-study-plan', '30-day-study-plan', '60-day-study-plan']);
    for (const [list, size] of [
      [COMPANIES, 36],
      [FIELDS, 100],
    ] as const) {
      expect(list).toHaveLength(size);
      expect(new Set(list.map((e) => e.slug)).size).toBe(size);
      for (const item of list) {
        expect(item.slug).toMatch(/^[a-z0-9][a-z0-9-]{0,127}$/);
        for (const key of item.keys ?? []) expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }
    }
  });
});
