// The page against mocked GraphQL: every section's figures, and a failing section that is
// only logged while the others stay on screen.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DashboardActivityDocument,
  DashboardBooksDocument,
  DashboardStreakDocument,
  DashboardSummaryDocument,
} from '../../gql/graphql';
import { setSession } from '../../auth/session';
import { renderRoute } from '../../test/renderRoute';
import { browserTimeZone } from '../../lib/timeZone';

const doneTotal = (done: number, total: number) => ({ __typename: 'DoneTotal', done, total });

const summary = {
  userSummary: {
    __typename: 'UserSummary',
    total: doneTotal(4, 20),
    solvedData: {
      __typename: 'SolvedData',
      Easy: doneTotal(1, 4),
      Medium: doneTotal(3, 16),
      Hard: doneTotal(0, 0),
    },
    typeData: {
      __typename: 'TypeData',
      Article: doneTotal(1, 4),
      Knowledge: doneTotal(1, 5),
      JSFunction: doneTotal(1, 8),
      UICoding: doneTotal(1, 3),
    },
  },
};

const book = (id: string, title: string, count: number[]) => ({
  __typename: 'Book',
  id,
  link: id,
  title,
  icon: 'flame',
  count,
});

// The activity graph fails; everything else answers.
const mocks = [
  { request: { query: DashboardSummaryDocument }, result: { data: summary } },
  {
    request: { query: DashboardActivityDocument, variables: { timeZone: browserTimeZone() } },
    error: new Error('boom'),
  },
  {
    request: { query: DashboardStreakDocument, variables: { timeZone: browserTimeZone() } },
    result: {
      data: { streak: { __typename: 'Streak', current: 2, longest: 5, timeZone: 'UTC', timeZoneSet: false } },
    },
  },
  {
    request: { query: DashboardBooksDocument, variables: { status: 'subscribed' } },
    result: { data: { myBooks: [book('top-100', 'Top 100', [14, 4])] } },
  },
  {
    request: { query: DashboardBooksDocument, variables: { status: 'archived' } },
    result: { data: { myBooks: [] } },
  },
];

describe('DashboardPage', () => {
  beforeEach(() => setSession({ status: 'authenticated', user: { id: 'u1', username: 'ada_l', nickName: 'Ada' } }));
  afterEach(() => {
    setSession({ status: 'checking' });
    vi.restoreAllMocks();
  });

  it('logs a failed section only and keeps the others on screen', { timeout: 30_000 }, async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoute('/dashboard', mocks);

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Welcome back, Ada')).toBeTruthy();

    // Summary: ring, per-difficulty and per-type (1 of 8 is 13%, rounded).
    expect(await screen.findByRole('img', { name: '4 of 20 problems solved (20%)' })).toBeTruthy();
    expect(within(screen.getByTestId('difficulty-Medium')).getByTestId('fraction').textContent).toBe('3 / 16');
    expect(within(screen.getByTestId('type-JSFunction')).getByTestId('percent').textContent).toBe('13%');
    expect(within(screen.getByTestId('type-UICoding')).getByTestId('percent').textContent).toBe('33%');

    // Books: the learning card (floored 28%) and the archived empty state.
    const learning = screen.getByTestId('books-subscribed');
    const card = await within(learning).findByRole('link', { name: /Top 100/ });
    expect(card.getAttribute('href')).toBe('/book/top-100');
    expect(within(card).getByText('4 / 14 questions')).toBeTruthy();
    expect(within(card).getByText('28%')).toBeTruthy();
    expect(await screen.findByText(/No archived books/)).toBeTruthy();

    // The graph failed: a quiet note in its card, a console entry, no alert.
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(await within(activity).findByText('This section could not be loaded.')).toBeTruthy();
    expect(logged.mock.calls.some(([message]) => String(message).includes('[dashboard] activity graph'))).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
