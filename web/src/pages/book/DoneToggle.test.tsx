// The done toggle of a problem row in jsdom: optimistic update, rollback when the server
// cannot be reached, and the sign-in detour of anonymous visitors.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../apollo/cache';
import { setSession } from '../../auth/session';
import { button, gatedToggle, pageMock, renderBook, seen, setUpBookPageTests, summary } from './bookPageHarness';

setUpBookPageTests();

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
    expect(seen.location?.state).toEqual({ from: '/book/js', intent: { action: 'markDone', target: 'p1' } });
  });

  it('marks the problem done when the visitor comes back signed in', async () => {
    const gate = gatedToggle();
    await renderBook([pageMock('subscribed')], createCache(), gate.link, {
      intent: { action: 'markDone', target: 'p1' },
    });
    expect(await screen.findByRole('button', { name: 'Mark as not done' })).toBeTruthy();
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
    await waitFor(() => expect(seen.location?.state).toBeNull());
  });
});
