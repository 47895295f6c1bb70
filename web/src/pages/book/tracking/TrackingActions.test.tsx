// The tracking buttons of the book page in jsdom against mocked GraphQL answers: the buttons
// of each tracking status, the confirmations, the cache updates the answers cause (status
// chip, count, problem rows) and the sign-in detour of anonymous visitors.
import { ApolloLink } from '@apollo/client/link';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../apollo/cache';
import { setSession } from '../../../auth/session';
import { ResetBookProgressDocument, UpdateBookTrackingDocument } from '../../../gql/graphql';
import {
  button,
  chip,
  pageMock,
  renderBook,
  seen,
  setUpBookPageTests,
  summary,
  tracking,
  trackingMock,
} from '../bookPageHarness';

setUpBookPageTests();

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
    expect(seen.location?.pathname).toBe('/login');
    expect(seen.location?.state).toEqual({ from: '/book/js', intent: { action: 'startBook', target: 'b1' } });
  });

  it('finishes "Start to learn" when the visitor comes back signed in, once', async () => {
    const intent = { intent: { action: 'startBook', target: 'b1' } };
    await renderBook(
      [
        pageMock('unsubscribed'),
        trackingMock('subscribed', false, tracking('subscribed', ['UNRESOLVED', 'UNRESOLVED'])),
      ],
      createCache(),
      undefined,
      intent,
    );
    expect(await screen.findByText('You started learning “JavaScript Essentials”.')).toBeTruthy();
    await waitFor(() => expect(chip().textContent).toContain('Learning'));
    // dropped from the history entry, so a reload does not repeat it
    await waitFor(() => expect(seen.location?.state).toBeNull());
    expect(seen.location?.pathname).toBe('/book/js');
  });

  it('leaves a book the account already tracks as it is', async () => {
    const sent: string[] = [];
    const recorder = new ApolloLink((operation, forward) => {
      sent.push(operation.operationName ?? '');
      return forward(operation);
    });
    await renderBook([pageMock('subscribed')], createCache(), recorder, {
      intent: { action: 'startBook', target: 'b1' },
    });
    await waitFor(() => expect(seen.location?.state).toBeNull());
    expect(chip().textContent).toContain('Learning');
    expect(sent).not.toContain('UpdateBookTracking');
  });

  it('ignores an intent for another book', async () => {
    await renderBook([pageMock('unsubscribed')], createCache(), undefined, {
      intent: { action: 'startBook', target: 'other' },
    });
    expect(chip().getAttribute('data-status')).toBe('unsubscribed');
    expect(button('Start to learn')).toBeTruthy();
    expect(seen.location?.state).toEqual({ intent: { action: 'startBook', target: 'other' } });
  });
});
