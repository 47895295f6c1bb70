// Mark complete / mark as read: the server's toggle rule (RESOLVED → UNRESOLVED, anything
// else → RESOLVED) in this book or outside any, then the problem refreshes. Visitors get the
// login prompt.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkbenchUpdateStatusDocument } from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { useWorkbench } from '../WorkbenchContext';

export function useToggleProgress() {
  const { t } = useTranslation('workbench');
  const wb = useWorkbench();
  const [update, { loading }] = useMutation(WorkbenchUpdateStatusDocument);
  const toggle = useCallback(async () => {
    if (!wb.requireSignIn('progress')) return;
    try {
      const { data } = await update({ variables: { input: { problemId: wb.problem.id, bookId: wb.bookLink } } });
      await wb.refetchProblem();
      const done = data?.updateProblemStatus.status === 'RESOLVED';
      const knowledge = wb.problem.category === 'Knowledge' && !wb.problem.kind;
      toast.success(
        t(knowledge ? (done ? 'progress.read' : 'progress.unread') : done ? 'progress.done' : 'progress.undone'),
      );
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('progress.error'));
    }
  }, [wb, update, t]);
  return { toggle, loading };
}
