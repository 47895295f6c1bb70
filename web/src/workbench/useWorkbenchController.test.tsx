// The workbench controller's submission names its book: the book's id comes from a query on
// the route's book link, so it arrives after the first render; a Submit pressed after that
// sends that id (the submission is recorded in the book), never the null of the first render.
// Only the network is faked: a link that answers the book query and records the submission.
import { ApolloLink } from '@apollo/client/link';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../apollo/cache';
import { setSession } from '../auth/session';
import i18n from '../i18n/i18n';
import '../i18n/namespaces/workbench';
import { type WorkbenchProblem, useWorkbenchController } from './useWorkbenchController';

const problem: WorkbenchProblem = {
  __typename: 'Problem',
  id: 'p1',
  link: 'debounce',
  title: 'Debounce',
  describe: '',
  solution: '',
  category: 'JSFunction',
  kind: null,
  quiz: null,
  rubric: [],
  difficulty: 'Easy',
  minutes: 10,
  finishCount: 0,
  statue: 'UNRESOLVED',
  supportLanguages: ['Javascript'],
  supportFrameworks: [],
  code: { Javascript: 'export function debounce() {}' },
  fileTrees: null,
  testCase: '',
  articles: [],
  companies: [],
  related: [],
  author: null,
} as WorkbenchProblem;

const run = {
  __typename: 'RunResult',
  total: 1,
  passed: 1,
  failed: 0,
  skipped: 0,
  hasError: false,
  errorMessage: null,
  logs: [],
  results: [],
};

/** the server's side: the book answers a moment after it is asked; submissions are recorded */
function fakeServer() {
  const submitted: Record<string, unknown>[] = [];
  const answer = (data: Record<string, unknown>, delay: number) =>
    new Observable<ApolloLink.Result>((observer) => {
      const timer = setTimeout(() => {
        observer.next({ data });
        observer.complete();
      }, delay);
      return () => clearTimeout(timer);
    });
  const link = new ApolloLink((operation) => {
    switch (operation.operationName) {
      case 'WorkbenchBook':
        return answer(
          { book: { __typename: 'Book', id: 'b1', link: operation.variables.link, title: 'JS', problems: [] } },
          20,
        );
      case 'WorkbenchSubmit':
        submitted.push(operation.variables.input as Record<string, unknown>);
        return answer(
          {
            submitSolution: {
              __typename: 'SubmitSolutionPayload',
              status: 'RESOLVED',
              run,
              submission: {
                __typename: 'Submission',
                id: 's1',
                title: 'Submission',
                language: 'Javascript',
                code: '',
                status: 'success',
                total: 1,
                passed: 1,
                failed: 0,
                durationMs: 1,
                createdAt: '2026-01-01T00:00:00.000Z',
              },
            },
          },
          0,
        );
      default:
        return answer({}, 0);
    }
  });
  return { link, submitted };
}

beforeAll(() => i18n.changeLanguage('en'));
beforeEach(() => setSession({ status: 'authenticated', user: { id: 'u1', username: 'ada' } }));
afterEach(() => {
  cleanup();
  setSession({ status: 'checking' });
  localStorage.clear();
});

describe('useWorkbenchController', () => {
  it('submits with the book id that arrived after the first render', async () => {
    const server = fakeServer();
    const refetchProblem = vi.fn(() => Promise.resolve());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider cache={createCache()} link={server.link}>
        {children}
      </MockedProvider>
    );
    const { result } = renderHook(() => useWorkbenchController({ problem, bookLink: 'js', refetchProblem }), {
      wrapper,
    });
    expect(result.current.bookId).toBeNull(); // the book query has not answered yet

    await waitFor(() => expect(result.current.bookId).toBe('b1'), { timeout: 5000 });
    await act(() => result.current.submit());

    expect(server.submitted).toHaveLength(1);
    expect(server.submitted[0]).toMatchObject({ problemId: 'p1', bookId: 'b1', language: 'Javascript' });
    expect(refetchProblem).toHaveBeenCalledTimes(1);
  });

  it('keeps the same languages (and so the same controller) across renders that change nothing', async () => {
    const server = fakeServer();
    const refetchProblem = vi.fn(() => Promise.resolve());
    const noLanguages = { ...problem, supportLanguages: [] };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider cache={createCache()} link={server.link}>
        {children}
      </MockedProvider>
    );
    const { result, rerender } = renderHook(
      () => useWorkbenchController({ problem: noLanguages, bookLink: null, refetchProblem }),
      { wrapper },
    );
    const first = result.current;
    expect(first.languages).toEqual(['Javascript']);
    rerender();
    expect(result.current.languages).toBe(first.languages);
    expect(result.current).toBe(first);
  });
});
