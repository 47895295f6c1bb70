// The book page's actions in jsdom against mocked GraphQL answers: the buttons of each
// tracking status, the confirmations, the cache updates the answers cause (status chip, count,
// problem rows), the sign-in detour of anonymous visitors, the done toggle's optimistic update
// and rollback, and copy link.
import { ApolloLink } from '@apollo/client/link';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type FormattedExecutionResult, parse } from 'graphql';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../apollo/cache';
import {
  type BookPageQuery as BookPageResult,
  type BookStatus,
  type ProgressStatus,
  ResetBookProgressDocument,
  UpdateBookTrackingDocument,
} from '../../../gql/graphql';
import i18n from '../../../i18n/i18n';
import { setSession } from '../../../session/session';
import { BookPage } from '../BookPage';
import { BookPageQuery } from '../bookPageQuery';

// Lazy chunks (toasts), dialogs and mocked answers take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

type Statues = [ProgressStatus, ProgressStatus];

function problem(id: string, title: string, category: 'JSFunction' | 'Knowledge', statue: ProgressStatus) {
  return {
    __typename: 'Problem',
    id,
    link: `${id}-link`,
    title,
    description: `${title} description`,
    category,
    difficulty: 'Easy' as const,
    minutes: 10,
    statue,
    createdAt: '2025-01-01T00:00:00.000Z',
    supportFrameworks: [],
    supportLanguages: [],
    tags: [],
    companies: [],
  };
}

function bookResult(status: BookStatus, statues: Statues = ['UNRESOLVED', 'UNRESOLVED']): BookPageResult {
  const completed = statues.filter((s) => s === 'RESOLVED').length;
  const book = {
    __typename: 'Book',
    id: 'b1',
    link: 'js',
    title: 'JavaScript Essentials',
    description: 'Closures, promises & the event loop.',
    icon: 'javascript',
    count: [2, completed],
    status,
    badges: [],
    features: [],
    problems: [
      problem('p1', 'Debounce', 'JSFunction', statues[0]),
      problem('p2', 'What is a closure?', 'Knowledge', statues[1]),
    ],
  };
  return { book };
}

/** what the tracking mutations answer: the BookTracking fragment */
function tracking(status: BookStatus, statues: Statues) {
  return {
    __typename: 'Book',
    id: 'b1',
    status,
    count: [2, statues.filter((s) => s === 'RESOLVED').length],
    problems: [
      { __typename: 'Problem', id: 'p1', statue: statues[0] },
      { __typename: 'Problem', id: 'p2', statue: statues[1] },
    ],
  };
}

const pageMock = (status: BookStatus, statues?: Statues): MockLink.MockedResponse => ({
  request: { query: BookPageQuery, variables: { link: 'js' } },
  result: { data: bookResult(status, statues) },
});

const trackingMock = (
  status: BookStatus,
  resetProgress: boolean,
  answer: ReturnType<typeof tracking>,
): MockLink.MockedResponse => ({
  request: {
    query: UpdateBookTrackingDocument,
    variables: { bookLink: 'js', input: { bookId: 'b1', status, resetProgress } },
  },
  result: { data: { updateBookSubscription: answer } },
  delay: 20,
});

/**
 * Holds the answers to the done toggle until the test releases them, so the optimistic state
 * can be checked without racing the answer.
 */
function gatedToggle() {
  let release: (answer: FormattedExecutionResult | Error) => void = () => {
    throw new Error('no toggle request yet');
  };
  const link = new ApolloLink((operation, forward) => {
    if (operation.operationName !== 'ToggleProblemDone') return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      release = (answer) => {
        if (answer instanceof Error) return observer.error(answer);
        observer.next(answer as ApolloLink.Result);
        observer.complete();
      };
    });
  });
  return { link, release: (answer: FormattedExecutionResult | Error) => act(() => release(answer)) };
}

let location: ReturnType<typeof useLocation> | undefined;
function LocationProbe() {
  location = useLocation();
  return <p>login page</p>;
}

async function renderBook(mocks: MockLink.MockedResponse[], cache = createCache(), link?: ApolloLink) {
  await i18n.changeLanguage('en');
  const view = render(
    <MockedProvider mocks={mocks} cache={cache} link={link && link.concat(new MockLink(mocks))}>
      <MemoryRouter initialEntries={['/book/js']}>
        <Routes>
          <Route path="/book/:bookId" element={<BookPage />} />
          <Route path="/login" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'JavaScript Essentials' });
  return view;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const chip = () => document.querySelector('[data-status]')!;
const summary = () => screen.getByText(/of 2 completed/).textContent;

beforeEach(() => {
  setSession({ status: 'authenticated', user: { id: 'u1', username: 'ada' } });
  location = undefined;
});

afterEach(() => {
  cleanup();
  setSession({ status: 'checking' });
  vi.restoreAllMocks();
});

describe('tracking actions', { timeout: 20_000 }, () => {
  it('offers "Start to learn" on an untracked book and moves it to learning', async () => {
    // the dashboard's lists were loaded earlier (parse, not gql: codegen must not pick it up)
    const cache = createCache();
    cache.writeQuery({
      query: parse('{ myBooks(status: subscribed) { id } userSummary { solvedData { Easy { done } } } }'),
      data: {
        myBooks: [],
        userSummary: {
          __typename: 'UserSummary',
          solvedData: { __typename: 'SolvedData', Easy: { __typename: 'DoneTotal', done: 0 } },
        },
      },
    });
    await renderBook(
      [
        pageMock('unsubscribed'),
        trackingMock('subscribed', false, tracking('subscribed', ['UNRESOLVED', 'UNRESOLVED'])),
      ],
      cache,
    );
    expect(Object.keys(cache.extract().ROOT_QUERY ?? {})).toContain('myBooks({"status":"subscribed"})');
    expect(chip().getAttribute('data-status')).toBe('unsubscribed');
    expect(chip().textContent).toContain('Not tracking');
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();

    fireEvent.click(button('Start to learn'));
    // pending: no second submit while the first is under way
    expect((button('Start to learn') as HTMLButtonElement).disabled).toBe(true);

    await screen.findByRole('button', { name: 'Archive' });
    expect(chip().textContent).toContain('Learning');
    expect(button('Stop tracking')).toBeTruthy();
    expect(button('Reset progress')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start to learn' })).toBeNull();
    expect(await screen.findByText('You started learning “JavaScript Essentials”.')).toBeTruthy();
    // …and are dropped, so the dashboard loads them again
    const root = Object.keys(cache.extract().ROOT_QUERY ?? {});
    expect(root.filter((key) => /myBooks|userSummary/.test(key))).toEqual([]);
  });

  it('archives a learning book only after confirmation, then restores it', async () => {
    await renderBook([
      pageMock('subscribed', ['RESOLVED', 'UNRESOLVED']),
      trackingMock('archived', false, tracking('archived', ['RESOLVED', 'UNRESOLVED'])),
      trackingMock('subscribed', false, tracking('subscribed', ['RESOLVED', 'UNRESOLVED'])),
    ]);
    fireEvent.click(button('Archive'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this book?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(chip().textContent).toContain('Learning');

    fireEvent.click(button('Archive'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(chip().textContent).toContain('Archived'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // the Archive button is gone: focus moves to the first of the new buttons
    await waitFor(() => expect(document.activeElement).toBe(button('Restore')));
    expect(summary()).toBe('1 of 2 completed');
    expect(button('Re-learn')).toBeTruthy();
    expect(button('Stop tracking')).toBeTruthy();

    fireEvent.click(button('Restore')); // restore keeps the records and asks nothing
    await waitFor(() => expect(chip().textContent).toContain('Learning'));
    expect(summary()).toBe('1 of 2 completed');
  });

  it('resets progress (a danger confirmation) and shows every problem undone', async () => {
    await renderBook([
      pageMock('subscribed', ['RESOLVED', 'RESOLVED']),
      {
        request: { query: ResetBookProgressDocument, variables: { bookId: 'b1', bookLink: 'js' } },
        result: { data: { resetBookProgress: tracking('subscribed', ['UNRESOLVED', 'UNRESOLVED']) } },
      },
    ]);
    expect(summary()).toBe('2 of 2 completed');
    expect(button('Mark as not done')).toBeTruthy();
    expect(button('Mark as unread')).toBeTruthy();

    fireEvent.click(button('Reset progress'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset your progress?' });
    expect(dialog.textContent).toContain('2 completed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset progress' }));

    await waitFor(() => expect(summary()).toBe('0 of 2 completed'));
    expect(button('Mark as done')).toBeTruthy();
    expect(button('Mark as read')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await screen.findByText('Your progress in “JavaScript Essentials” was reset.')).toBeTruthy();
  });

  it('re-learns an archived book with resetProgress after confirmation', async () => {
    await renderBook([
      pageMock('archived', ['RESOLVED', 'UNRESOLVED']),
      trackingMock('subscribed', true, tracking('subscribed', ['UNRESOLVED', 'UNRESOLVED'])),
    ]);
    expect(chip().textContent).toContain('Archived');
    fireEvent.click(button('Re-learn'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Re-learn' }));
    await waitFor(() => expect(chip().textContent).toContain('Learning'));
    expect(summary()).toBe('0 of 2 completed');
  });

  it('stops tracking an archived book after confirmation', async () => {
    await renderBook([
      pageMock('archived', ['RESOLVED', 'UNRESOLVED']),
      trackingMock('unsubscribed', false, tracking('unsubscribed', ['RESOLVED', 'UNRESOLVED'])),
    ]);
    fireEvent.click(button('Stop tracking'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop tracking this book?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop tracking' }));
    await screen.findByRole('button', { name: 'Start to learn' });
    expect(summary()).toBe('1 of 2 completed'); // records are kept
  });

  it('shows the refusal in an error toast, keeps the status and reloads the book', async () => {
    await renderBook([
      pageMock('subscribed'),
      {
        request: {
          query: UpdateBookTrackingDocument,
          variables: { bookLink: 'js', input: { bookId: 'b1', status: 'archived', resetProgress: false } },
        },
        result: { errors: [{ message: 'This book is already archived.', extensions: { code: 'CONFLICT' } }] },
      },
      pageMock('archived'), // the reload after the refusal
    ]);
    fireEvent.click(button('Archive'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Could not archive this book. This book is already archived.')).toBeTruthy();
    await waitFor(() => expect(chip().textContent).toContain('Archived'));
  });

  it('sends anonymous visitors to /login, remembering the book', async () => {
    setSession({ status: 'anonymous' });
    await renderBook([pageMock('unsubscribed')]);
    expect(screen.getByText('Sign in to track your progress through this book.')).toBeTruthy();
    fireEvent.click(button('Start to learn'));
    await screen.findByText('login page');
    expect(location?.pathname).toBe('/login');
    expect(location?.state).toEqual({ from: '/book/js' });
  });
});

describe('done toggle', { timeout: 20_000 }, () => {
  it('marks a problem done at once and keeps it when the server agrees', async () => {
    const gate = gatedToggle();
    await renderBook([pageMock('subscribed')], createCache(), gate.link);
    const toggle = button('Mark as done');
    // the toggle is a sibling of the row's link, not inside it
    expect(toggle.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Debounce' }).contains(toggle)).toBe(false);

    fireEvent.click(toggle);
    // optimistic: the row and the count change before the answer
    expect(await screen.findByRole('button', { name: 'Mark as not done' })).toBeTruthy();
    expect(summary()).toBe('1 of 2 completed');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    await gate.release({
      data: {
        updateProblemStatus: {
          __typename: 'ProblemStatusUpdate',
          status: 'RESOLVED',
          changed: true,
          problem: { __typename: 'Problem', id: 'p1', statue: 'RESOLVED' },
          book: { __typename: 'Book', id: 'b1', count: [2, 1] },
        },
      },
    });
    expect(await screen.findByText('Marked “Debounce” as done.')).toBeTruthy();
    expect(summary()).toBe('1 of 2 completed');
    expect(button('Mark as not done')).toBeTruthy();
  });

  it('rolls back when the server cannot be reached', async () => {
    const gate = gatedToggle();
    await renderBook([pageMock('unsubscribed', ['UNRESOLVED', 'RESOLVED'])], createCache(), gate.link);
    fireEvent.click(button('Mark as unread'));
    expect(await screen.findByRole('button', { name: 'Mark as read' })).toBeTruthy();
    expect(summary()).toBe('0 of 2 completed');

    await gate.release(new TypeError('Failed to fetch'));
    expect(
      await screen.findByText(
        'Could not update “What is a closure?”. The server cannot be reached. Check your network connection.',
      ),
    ).toBeTruthy();
    expect(button('Mark as unread')).toBeTruthy();
    expect(summary()).toBe('1 of 2 completed');
  });

  it('sends anonymous visitors to /login', async () => {
    setSession({ status: 'anonymous' });
    await renderBook([pageMock('unsubscribed')]);
    fireEvent.click(button('Mark as done'));
    await screen.findByText('login page');
    expect(location?.state).toEqual({ from: '/book/js' });
  });
});

describe('copy link', { timeout: 20_000 }, () => {
  it('copies the book URL and says "Copied" for 3 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderBook([pageMock('subscribed')]);
    vi.useFakeTimers();
    try {
      await act(async () => fireEvent.click(button('Copy link')));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/book/js`);
      expect(button('Copied')).toBeTruthy();
      act(() => vi.advanceTimersByTime(2900));
      expect(button('Copied')).toBeTruthy();
      act(() => vi.advanceTimersByTime(200));
      expect(button('Copy link')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a clipboard failure and does not confirm', async () => {
    const failure = new DOMException('denied', 'NotAllowedError');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(failure) },
      configurable: true,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderBook([pageMock('subscribed')]);
    await act(async () => fireEvent.click(button('Copy link')));
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });
});

describe('share', { timeout: 20_000 }, () => {
  it('lists domestic targets first and shows a WeChat QR code of the book URL', async () => {
    await renderBook([pageMock('subscribed')]);
    fireEvent.click(button('Share'));
    const menu = await screen.findByRole('dialog', { name: 'Share this book' });
    await within(menu).findByRole('button', { name: 'WeChat' }); // the inside loads on first open
    const targets = [...menu.querySelectorAll('[data-target]')].map((el) => el.getAttribute('data-target'));
    expect(targets.slice(0, 6)).toEqual(['wechat', 'weibo', 'qq', 'qzone', 'douban', 'tieba']);
    expect(targets.length).toBeGreaterThanOrEqual(24);

    const weibo = within(menu).getByRole('link', { name: /Weibo/ });
    expect(weibo.getAttribute('target')).toBe('_blank');
    expect(weibo.getAttribute('rel')).toBe('noopener noreferrer');
    const shared = new URL(weibo.getAttribute('href')!);
    expect(shared.searchParams.get('url')).toBe(`${window.location.origin}/book/js`);
    expect(shared.searchParams.get('title')).toBe('JavaScript Essentials');
    expect(within(menu).getByRole('link', { name: 'Email' }).getAttribute('target')).toBeNull();

    fireEvent.click(within(menu).getByRole('button', { name: 'WeChat' }));
    const qr = await screen.findByRole('img', { name: 'QR code of the link to this book' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText(`${window.location.origin}/book/js`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'WeChat' })).toBe(document.activeElement);
  });
});
