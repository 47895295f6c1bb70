// The Saved code tab: save the editor's code to the cloud under a title (default: the
// my-solution prefix and the local time), and the saved versions, newest first, each with
// apply, rename and delete (every one asks first). Visitors see the login prompt.
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type WorkbenchSavedFragment,
  WorkbenchDeleteSolutionDocument,
  WorkbenchMakeSolutionCurrentDocument,
  WorkbenchRenameSolutionDocument,
  WorkbenchSavedSolutionsDocument,
  WorkbenchUpdateSolutionDocument,
} from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { formatDateTime } from '../../lib/formatDate';
import { toast } from '../../toast/toast';
import { LoginPrompt } from '../LoginPrompt';
import { useConfirm } from '../ui/useConfirm';
import { useCode, useStores } from '../state/useStores';
import { useWorkbench } from '../WorkbenchContext';
import { useDefaultTitle, useSaveToCloud } from './useSaveToCloud';

const smallButton =
  'rounded px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-200 dark:hover:bg-slate-800';

export function SavedCodeTab() {
  const { signedIn } = useWorkbench();
  if (!signedIn) return <LoginPrompt reason="savedCode" />;
  return <SavedVersions />;
}

function SavedVersions() {
  const { t } = useTranslation('workbench');
  const wb = useWorkbench();
  const stores = useStores();
  const selectedSaved = useCode((s) => s.selectedSaved);
  const defaultTitle = useDefaultTitle();
  const locale = useLocale();
  const [title, setTitle] = useState(defaultTitle);
  const { save, saving } = useSaveToCloud();
  const { confirm, dialog } = useConfirm();
  const renameInput = useRef<HTMLInputElement>(null);
  const { data, fetchMore } = useQuery(WorkbenchSavedSolutionsDocument, {
    variables: { problemId: wb.problem.id },
    fetchPolicy: 'cache-and-network',
  });
  const refetch = { refetchQueries: [WorkbenchSavedSolutionsDocument] };
  const [rename] = useMutation(WorkbenchRenameSolutionDocument, refetch);
  const [remove] = useMutation(WorkbenchDeleteSolutionDocument, refetch);
  const [updateVersion, { loading: updating }] = useMutation(WorkbenchUpdateSolutionDocument, refetch);
  const [makeCurrent] = useMutation(WorkbenchMakeSolutionCurrentDocument, refetch);
  const connection = data?.savedSolutions;
  // the version in the editor (applied, or saved, from this page) is the current one; without
  // one, the server's current one (the last saved or applied). The banner, the list's marker
  // and "update" agree on it.
  const current =
    connection?.edges.find(({ node }) => node.id === selectedSaved?.id)?.node ??
    connection?.edges.find(({ node }) => node.current)?.node ??
    null;

  const onUpdate = async () => {
    if (!current) return;
    try {
      await updateVersion({
        variables: {
          solutionId: current.id,
          code: stores.code.getState().code,
          language: stores.code.getState().language,
        },
      });
      wb.setSelectedSaved({ id: current.id, title: current.title });
      toast.success(t('saved.updateSuccess'));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('saved.updateError'));
    }
  };

  const onSave = async () => {
    if (await save(title)) setTitle(defaultTitle());
  };

  const onApply = async (solution: WorkbenchSavedFragment) => {
    const ok = await confirm({
      title: t('saved.applyTitle'),
      description: t('saved.applyBody', { title: solution.title }),
      confirmLabel: t('saved.apply'),
      cancelLabel: t('saved.cancel'),
    });
    if (!ok) return;
    if (!wb.applySaved(solution)) {
      toast.warning(t('saved.applyNeedsFiles'));
      return;
    }
    toast.success(t('saved.applySuccess'));
    // the server keeps which version is current, so the mark survives a reload
    try {
      await makeCurrent({ variables: { solutionId: solution.id } });
    } catch (error) {
      console.warn('workbench: the applied version was not marked current on the server', error);
    }
  };

  const onRename = async (solution: WorkbenchSavedFragment) => {
    const ok = await confirm({
      title: t('saved.renameTitle'),
      description: solution.title,
      confirmLabel: t('saved.rename'),
      cancelLabel: t('saved.cancel'),
      body: (
        <label className="mt-4 block text-sm">
          <span className="text-slate-700 dark:text-slate-200">{t('saved.titleLabel')}</span>
          <input
            ref={renameInput}
            defaultValue={solution.title}
            maxLength={100}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
      ),
    });
    if (!ok) return;
    const next = renameInput.current?.value.trim() ?? '';
    if (!next) return toast.warning(t('saved.titleRequired'));
    try {
      await rename({ variables: { solutionId: solution.id, title: next } });
      if (selectedSaved?.id === solution.id) wb.setSelectedSaved({ id: solution.id, title: next });
      toast.success(t('saved.renameSuccess'));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('saved.renameError'));
    }
  };

  const onDelete = async (solution: WorkbenchSavedFragment) => {
    const ok = await confirm({
      title: t('saved.deleteTitle'),
      description: t('saved.deleteBody', { title: solution.title }),
      confirmLabel: t('saved.delete'),
      cancelLabel: t('saved.cancel'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove({ variables: { solutionId: solution.id } });
      if (selectedSaved?.id === solution.id) wb.setSelectedSaved(null);
      toast.success(t('saved.deleteSuccess'));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('saved.deleteError'));
    }
  };

  return (
    <div className="p-3 text-sm">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <label className="min-w-48 flex-1">
          <span className="text-xs font-medium text-slate-600 dark:text-slate-300">{t('saved.titleLabel')}</span>
          <input
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={100}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
        <button
          type="submit"
          disabled={saving}
          className="rounded-lg bg-indigo-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-indigo-500 disabled:opacity-60"
        >
          {t('saved.save')}
        </button>
        {current && (
          <button
            type="button"
            disabled={updating}
            onClick={() => void onUpdate()}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-xs font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {t('saved.update')}
          </button>
        )}
      </form>
      <h2 className="mt-4 text-xs font-semibold text-slate-600 dark:text-slate-300">{t('saved.heading')}</h2>
      {connection && connection.edges.length === 0 && <p className="mt-2 text-slate-500">{t('saved.empty')}</p>}
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" data-testid="saved-list">
        {connection?.edges.map(({ node }) => (
          <li key={node.id} className="flex flex-wrap items-center gap-2 py-2" data-testid="saved-row">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{node.title}</span>
              <span className="text-xs text-slate-500">
                {node.language} · {formatDateTime(new Date(node.updatedAt), locale)}
                {node.id === current?.id && ` · ${t('saved.current')}`}
              </span>
            </span>
            <button type="button" className={smallButton} onClick={() => void onApply(node)}>
              {t('saved.apply')}
            </button>
            <button type="button" className={smallButton} onClick={() => void onRename(node)}>
              {t('saved.rename')}
            </button>
            <button
              type="button"
              className={`${smallButton} text-red-700 dark:text-red-300`}
              onClick={() => void onDelete(node)}
            >
              {t('saved.delete')}
            </button>
          </li>
        ))}
      </ul>
      {connection?.pageInfo.hasNextPage && (
        <button
          type="button"
          className="mt-2 rounded border border-slate-300 px-3 py-1 text-xs dark:border-slate-700"
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                savedSolutions: {
                  ...fetchMoreResult.savedSolutions,
                  edges: [...previous.savedSolutions.edges, ...fetchMoreResult.savedSolutions.edges],
                },
              }),
            })
          }
        >
          {t('submit.more')}
        </button>
      )}
      {dialog}
    </div>
  );
}
