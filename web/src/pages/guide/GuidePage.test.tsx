// The guide's electives lead where the listing cards lead: plan books, the all-questions book
// filtered to a company or topic, or nowhere ("in preparation"), never to a missing book.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RECOMMEND_BOOKS } from '../../data/books';
import { PLANS } from '../../data/listings';
import { ListingBooksDocument, ListingProblemKeysDocument } from '../../gql/graphql';
import { renderRoute } from '../../test/renderRoute';

afterEach(cleanup);

const LINKS = [
  ...RECOMMEND_BOOKS,
  ...PLANS.map((p) => p.slug),
  ...['google', 'meta', 'bytedance', 'alibaba', 'tencent'],
  ...['javascript', 'performance', 'ssr', 'html', 'browser'],
];

const book = (link: string) => ({
  __typename: 'Book',
  id: link,
  link,
  title: link,
  description: '',
  icon: 'flame',
  count: [3, 0],
});

const keyed = (typename: string, key: string) => ({ __typename: typename, id: `${typename}-${key}`, key });

describe('GuidePage electives', { timeout: 20_000 }, () => {
  it('link plans to their books, companies and topics to filters, and leave the rest unlinked', async () => {
    await renderRoute('/guide', [
      {
        request: { query: ListingBooksDocument, variables: { links: LINKS } },
        result: { data: { booksByLinks: ['top-100', '10-day-study-plan', '60-day-study-plan'].map(book) } },
      },
      {
        request: { query: ListingProblemKeysDocument, variables: { link: 'all-interview-questions' } },
        result: {
          data: {
            book: {
              __typename: 'Book',
              id: 'all',
              problems: [
                {
                  __typename: 'Problem',
                  id: 'p1',
                  tags: [keyed('Tag', 'javascript')],
                  companies: [keyed('Company', 'google'), keyed('Company', 'meta')],
                },
              ],
            },
          },
        },
      },
    ]);
    const electives = await screen.findByRole('region', { name: 'Electives' }, { timeout: 8000 });
    const link = (name: string) => within(electives).findByRole('link', { name }, { timeout: 8000 });

    expect((await link('10-day study plan')).getAttribute('href')).toBe('/book/10-day-study-plan');
    expect((await link('60-day study plan')).getAttribute('href')).toBe('/book/60-day-study-plan');
    expect((await link('Google')).getAttribute('href')).toBe('/book/all-interview-questions?company=google');
    expect((await link('JavaScript')).getAttribute('href')).toBe('/book/all-interview-questions?tag=javascript');

    // no book and no problem: shown, marked, not a link
    for (const name of ['30-day study plan', 'ByteDance', 'Server-side rendering']) {
      expect(within(electives).queryByRole('link', { name: new RegExp(name) })).toBeNull();
      const chip = within(electives).getByText(name).closest('[aria-disabled="true"]')!;
      expect(within(chip as HTMLElement).getByText(/In preparation/)).toBeTruthy();
    }
  });
});
