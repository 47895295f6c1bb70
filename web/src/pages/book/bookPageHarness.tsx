// Test helpers of the book page's action tests (tracking, done toggle, share): mocked answers
// of the book page and its mutations, a gate that holds the done toggle's answer, and the page
// rendered at /book/js beside a /login probe. Imported by tests only.
import { ApolloLink } from '@apollo/client/link';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { useLayoutEffect } from 'react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createCache } from '../../apollo/cache';
import { setSession } from '../../auth/session';
import {
  BookPageDocument,
  type BookPageQuery as BookPageResult,
  type BookStatus,
  type ProgressStatus,
  UpdateBookTrackingDocument,
} from '../../gql/graphql';
import i18n from '../../i18n/i18n';
import { BookPage } from './BookPage';

// Lazy chunks (toasts), dialogs and mocked answers take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export type Statues = [ProgressStatus, ProgressStatus];

export function problem(id: string, title: string, category: 'JSFunction' | 'Knowledge', statue: ProgressStatus) {
  return {
    __typename: 'Problem',
    id,
    link: `${id}-link`,
    title,
    description: `${title} description`,
    category,
    kind: null,
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

export function bookResult(status: BookStatus, statues: Statues = ['UNRESOLVED', 'UNRESOLVED']): BookPageResult {
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
export function tracking(status: BookStatus, statues: Statues) {
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

export const pageMock = (status: BookStatus, statues?: Statues): MockLink.MockedResponse => ({
  request: { query: BookPageDocument, variables: { link: 'js' } },
  result: { data: bookResult(status, statues) },
});

export const trackingMock = (
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
export function gatedToggle() {
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

/** where the app went, read by the anonymous visitors' tests */
export const seen: { location?: ReturnType<typeof useLocation> } = {};
/** records where the router is, after each commit (a render itself stays pure) */
function useRecordLocation() {
  const location = useLocation();
  useLayoutEffect(() => {
    seen.location = location;
  }, [location]);
}

function BookLocationProbe() {
  useRecordLocation();
  return null;
}

function LocationProbe() {
  useRecordLocation();
  return <p>login page</p>;
}

/** The book page at /book/js; `state` is the navigation state it is reached with. */
export async function renderBook(
  mocks: MockLink.MockedResponse[],
  cache = createCache(),
  link?: ApolloLink,
  state?: unknown,
) {
  await i18n.changeLanguage('en');
  const view = render(
    <MockedProvider mocks={mocks} cache={cache} link={link && link.concat(new MockLink(mocks))}>
      <MemoryRouter initialEntries={[{ pathname: '/book/js', state }]}>
        <Routes>
          <Route
            path="/book/:bookId"
            element={
              <>
                <BookPage />
                <BookLocationProbe />
              </>
            }
          />
          <Route path="/login" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'JavaScript Essentials' });
  return view;
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const chip = () => document.querySelector('[data-status]')!;
export const summary = () => screen.getByText(/of 2 completed/).textContent;

/** Each test starts signed in as "ada", on a fresh page; call once at the top of a test file. */
export function setUpBookPageTests(): void {
  beforeEach(() => {
    setSession({ status: 'authenticated', user: { id: 'u1', username: 'ada' } });
    seen.location = undefined;
  });
  afterEach(() => {
    cleanup();
    setSession({ status: 'checking' });
    vi.restoreAllMocks();
  });
}
