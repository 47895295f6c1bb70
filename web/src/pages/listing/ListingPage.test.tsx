// The listing pages against mocked GraphQL: where each kind of card leads, how it reads, and
// the error state when the problem keys cannot be loaded.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANIES, FIELDS, PLANS } from '../../data/listings';
import { ListingBooksDocument, ListingProblemKeysDocument } from '../../gql/graphql';
import { renderRoute } from '../../test/renderRoute';

const keyed = (typename: string, key: string) => ({ __typename: typename, id: `${typename}-${key}`, key });
const problem = (id: string, tags: string[], companies: string[]) => ({
  __typename: 'Problem',
  id,
  tags: tags.map((key) => keyed('Tag', key)),
  companies: companies.map((key) => keyed('Company', key)),
});

const keysMock = {
  request: { query: ListingProblemKeysDocument, variables: { link: 'all-interview-questions' } },
  result: {
    data: {
      book: {
        __typename: 'Book',
        id: 'all',
        problems: [
          problem('p1', ['javascript'], ['google', 'meta']),
          problem('p2', ['javascript', 'closure'], ['google']),
          problem('p3', ['css'], ['google']),
        ],
      },
    },
  },
};

const booksMock = (links: string[], books: object[]) => ({
  request: { query: ListingBooksDocument, variables: { links } },
  result: { data: { booksByLinks: books } },
});

const planBook = (link: string, title: string, total: number) => ({
  __typename: 'Book',
  id: link,
  link,
  title,
  description: `${title}, from the server.`,
  icon: 'zap',
  count: [total, 0],
});

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!.firstElementChild!;

afterEach(cleanup);

describe('listing pages', { timeout: 20_000 }, () => {
  it('/companies: a company with problems opens the filtered book, one without is not a link', async () => {
    await renderRoute('/companies', [
      booksMock(
        COMPANIES.map((c) => c.slug),
        [],
      ),
      keysMock,
    ]);
    await screen.findByRole('heading', { level: 3, name: 'Google' }, { timeout: 8000 });

    const google = card('Google');
    expect(google.tagName).toBe('A');
    expect(google.getAttribute('href')).toBe('/book/all-interview-questions?company=google');
    expect(within(google as HTMLElement).getByText('3 problems')).toBeTruthy();
    expect(within(google as HTMLElement).getByText('From all questions')).toBeTruthy();
    expect(within(card('Meta') as HTMLElement).getByText('1 problem')).toBeTruthy();

    const apple = card('Apple');
    expect(apple.tagName).toBe('DIV');
    expect(apple.getAttribute('aria-disabled')).toBe('true');
    expect(within(apple as HTMLElement).getByText('In preparation')).toBeTruthy();
    expect(within(apple as HTMLElement).queryByText(/problems?$/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Apple/ })).toBeNull();

    // 2 of 36 companies have problems here; none links to a missing book
    const main = screen.getByRole('main');
    const links = [...main.querySelectorAll('ul > li > a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/book/all-interview-questions?company=google',
      '/book/all-interview-questions?company=meta',
    ]);
    expect(main.querySelectorAll('ul > li > [aria-disabled="true"]')).toHaveLength(34);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by title' }), { target: { value: 'GOO' } });
    expect(
      within(main)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Google']);
  });

  it('/fields: maps topic slugs to tag keys', async () => {
    await renderRoute('/fields', [
      booksMock(
        FIELDS.map((f) => f.slug),
        [],
      ),
      keysMock,
    ]);
    await screen.findByRole('heading', { level: 3, name: 'Closures' }, { timeout: 8000 });
    expect(card('Closures').getAttribute('href')).toBe('/book/all-interview-questions?tag=closure');
    expect(within(card('JavaScript') as HTMLElement).getByText('2 problems')).toBeTruthy();
    expect(card('TypeScript').getAttribute('aria-disabled')).toBe('true');
  });

  it('/plans: each plan opens its own book with its number of problems', async () => {
    const books = [
      planBook('10-day-study-plan', '10-Day Study Plan', 12),
      planBook('30-day-study-plan', '30-Day Study Plan', 17),
      planBook('60-day-study-plan', '60-Day Study Plan', 20),
    ];
    // no problem-keys mock: plans never ask for them
    await renderRoute('/plans', [
      booksMock(
        PLANS.map((p) => p.slug),
        books,
      ),
    ]);
    await screen.findByRole('heading', { level: 3, name: '30-Day Study Plan' }, { timeout: 8000 });
    for (const [title, link, count] of [
      ['10-Day Study Plan', '10-day-study-plan', '12 problems'],
      ['30-Day Study Plan', '30-day-study-plan', '17 problems'],
      ['60-Day Study Plan', '60-day-study-plan', '20 problems'],
    ] as const) {
      const plan = card(title) as HTMLElement;
      expect(plan.getAttribute('href')).toBe(`/book/${link}`);
      expect(within(plan).getByText(count)).toBeTruthy();
      expect(within(plan).queryByText('From all questions')).toBeNull();
    }
  });

  it('shows the load-failed state when the problem keys cannot be loaded', async () => {
    await renderRoute('/companies', [
      booksMock(
        COMPANIES.map((c) => c.slug),
        [],
      ),
      { request: keysMock.request, error: new Error('keys are down') },
    ]);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByRole('heading', { name: 'load failed' })).toBeTruthy();
    expect(within(alert).getByText('keys are down')).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('heading', { level: 3 })).toBeNull();
  });
});
