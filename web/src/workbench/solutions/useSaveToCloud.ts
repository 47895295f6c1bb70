// Saving the editor's code as a new cloud version (it becomes the current one), shared by the
// Saved code tab and the footer's Save button. A blank title only warns (spec §5).
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkbenchSaveSolutionDocument, WorkbenchSavedSolutionsDocument } from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { localTimeLabel } from '../submit/localTimeLabel';
import { useWorkbench } from '../WorkbenchContext';

export function useDefaultTitle() {
  const { t } = useTranslation('workbench');
  return useCallback(() => t('saved.defaultTitle', { time: localTimeLabel() }), [t]);
}

export function useSaveToCloud() {
  const { t } = useTranslation('workbench');
  const wb = useWorkbench();
  const [save, { loading }] = useMutation(WorkbenchSaveSolutionDocument, {
    refetchQueries: [WorkbenchSavedSolutionsDocument],
  });
  const run = useCallback(
    async (title: string) => {
      if (!wb.requireSignIn('savedCode')) return false;
      if (!title.trim()) {
        toast.warning(t('saved.titleRequired'));
        return false;
      }
      const files = wb.stores.files.getState().files;
      const { language, code } = wb.stores.code.getState();
      try {
        const { data } = await save({
          variables: {
            input: {
              problemId: wb.problem.id,
              bookId: wb.bookId,
              title: title.trim(),
              ...(files
                ? { language: 'Javascript', code: '', framework: files.framework, fileTrees: files.tree }
                : { language, code }),
            },
          },
        });
        if (data) wb.setSelectedSaved({ id: data.saveSolution.id, title: data.saveSolution.title });
        toast.success(t('saved.saveSuccess'));
        return true;
      } catch (error) {
        toast.error(error instanceof Error && error.message ? error.message : t('saved.saveError'));
        return false;
      }
    },
    [wb, save, t],
  );
  return { save: run, saving: loading };
}
