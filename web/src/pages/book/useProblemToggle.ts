// Marks a problem of a book done or not done (the spec's toggle), optimistically: the row's
// status and the book's count change at once and roll back if the server refuses. The target
// status is sent explicitly, so the server applies what the button said even if another tab
// changed the problem meanwhile. One hook serves every row of a list (useDoneToggles).
//
// The server records progress in any book, tracked or not (progress.service.ts keeps an answer
// record per book regardless of the subscription), so the toggle is offered whatever the
// book's status.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ProblemCategory,
  type ProblemKind,
  type ProgressStatus,
  ToggleProblemDoneDocument,
} from '../../gql/graphql';
import '../../i18n/namespaces/bookActions';
import { toast } from '../../toast/toast';
import { describeActionError, failureMessage } from './actionError';
import type { BookProgressValue } from './BookProgressContext';
import { forgetDashboardData } from './dashboardCache';
import { countAfterToggle, nextProblemStatus, toggleToastKey } from './problemToggle';

interface ToggledProblem {
  id: string;
  title: string;
  category: ProblemCategory;
  kind: ProblemKind | null;
  statue: ProgressStatus;
}

const NOTHING_PENDING: ReadonlySet<string> = new Set();

export function useProblemToggle(book: BookProgressValue | null, bookLink: string) {
  const { t } = useTranslation('bookActions');
  const client = useApolloClient();
  // the problems whose change is on its way: a second click on one waits for the first
  const busy = useRef(new Set<string>());
  const [pending, setPending] = useState(NOTHING_PENDING);
  const publish = () => setPending(busy.current.size ? new Set(busy.current) : NOTHING_PENDING);
  // the latest book, read when a click happens (its count moves with every toggle)
  // (a ref, so the rows' click handler stays the same function and the rows need not re-render)
  const bookRef = useRef(book);
  useLayoutEffect(() => {
    bookRef.current = book;
  }, [book]);

  const toggle = useCallback(
    async (problem: ToggledProblem) => {
      if (busy.current.has(problem.id)) return;
      busy.current.add(problem.id);
      publish();
      const from = problem.statue;
      const to = nextProblemStatus(from);
      const current = bookRef.current;
      // built first: the generated types leave out the __typename the cache needs to normalize it
      const optimisticBook = current && {
        __typename: 'Book',
        id: current.id,
        count: countAfterToggle(current.count, from, to),
      };
      const optimistic = {
        __typename: 'ProblemStatusUpdate',
        status: to,
        changed: true,
        // The answer's problem carries this book's record (statue(book: link)), so the normalized
        // cache updates the row, and only in this book: the same problem in another book keeps its own.
        problem: { __typename: 'Problem', id: problem.id, statue: to },
        book: optimisticBook,
      };
      try {
        await client.mutate({
          mutation: ToggleProblemDoneDocument,
          variables: { bookLink, input: { bookId: current?.id ?? bookLink, problemId: problem.id, status: to } },
          optimisticResponse: { updateProblemStatus: optimistic },
        });
        forgetDashboardData(client.cache);
        toast.success(t(toggleToastKey(problem.category, to, problem.kind), { title: problem.title }));
      } catch (error) {
        toast.error(failureMessage(t('toast.toggleError', { title: problem.title }), describeActionError(t, error)));
      } finally {
        busy.current.delete(problem.id);
        publish();
      }
    },
    [client, bookLink, t],
  );

  return { toggle, pending };
}
