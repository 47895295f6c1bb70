// Checking an output quiz's answer on the server (answerQuiz): the result goes to the quiz
// store (the Solutions tab opens its explanation once the learner has tried), and a right answer
// from a signed-in learner marks the problem done, so the problem is read again for its status.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkbenchAnswerQuizDocument } from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { useStores } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';

export function useQuizAnswer() {
  const { t } = useTranslation('workbench');
  const wb = useWorkbench();
  const stores = useStores();
  const [answerQuiz, { loading }] = useMutation(WorkbenchAnswerQuizDocument);
  const check = useCallback(
    async (given: string) => {
      try {
        const { data } = await answerQuiz({
          variables: { link: wb.problem.link, answer: given, bookId: wb.bookId ?? wb.bookLink },
        });
        if (!data) return;
        const { correct, answer, status } = data.answerQuiz;
        stores.quiz.setState({ result: { correct, given, answer } });
        if (status) await wb.refetchProblem();
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : t('quiz.error'));
      }
    },
    [answerQuiz, stores, wb, t],
  );
  return { check, checking: loading };
}
