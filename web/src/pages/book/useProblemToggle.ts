// Marks a problem of a book done or not done (the spec's toggle), optimistically: the row's
// status and the book's count change at once and roll back if the server refuses. The target
// status is sent explicitly, so the server applies what the button said even if another tab
// changed the problem meanwhile.
//
// The server records progress in any book, tracked or not (progress.service.ts keeps an answer
// record per book regardless of the subscription), so the toggle is offered whatever the
// book's status.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProblemCategory, type ProgressStatus, ToggleProblemDoneDocument } from '../../gql/graphql';
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
  statue: ProgressStatus;
}

export function useProblemToggle(book: BookProgressValue | null, bookLink: string, problem: ToggledProblem) {
  const { t } = useTranslation('bookActions');
  const client = useApolloClient();
  const busy = useRef(false);
  // The answer's problem carries this book's record (statue(book: link)), so the normalized
  // cache updates the row, and only in this book: the same problem in another book keeps its own.
  const [mutate, { loading }] = useMutation(ToggleProblemDoneDocument);

  async function toggle() {
    if (busy.current) return;
    busy.current = true;
    const from = problem.statue;
    const to = nextProblemStatus(from);
    // built first: the generated types leave out the __typename the cache needs to normalize it
    const optimisticBook = book && { __typename: 'Book', id: book.id, count: countAfterToggle(book.count, from, to) };
    const optimistic = {
      __typename: 'ProblemStatusUpdate',
      status: to,
      changed: true,
      problem: { __typename: 'Problem', id: problem.id, statue: to },
      book: optimisticBook,
    };
    try {
      await mutate({
        variables: { bookLink, input: { bookId: book?.id ?? bookLink, problemId: problem.id, status: to } },
        optimisticResponse: { updateProblemStatus: optimistic },
      });
      forgetDashboardData(client.cache);
      toast.success(t(toggleToastKey(problem.category, to), { title: problem.title }));
    } catch (error) {
      toast.error(failureMessage(t('toast.toggleError', { title: problem.title }), describeActionError(t, error)));
    } finally {
      busy.current = false;
    }
  }

  return { toggle, pending: loading };
}
