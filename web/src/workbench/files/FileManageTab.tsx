// The fileManage tab (spec §2): the Framework picker (FrameworkPicker.tsx), reset to the starter tree (the
// registry's reset command), and the file tree: open a file in its editor tab, create files and folders, rename, delete.
import { FilePlus, FolderPlus, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../toast/toast';
import { useCommands } from '../commands/commandsContext';
import { useConfirm } from '../ui/useConfirm';
import { useWorkbench } from '../WorkbenchContext';
import { useUiFilesApi } from './UiFilesProvider';
import { FileTreeView } from './FileTreeView';
import { FrameworkPicker } from './FrameworkPicker';
import type { FileOpError } from './useFileOps';

const toolButton =
  'inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800';

export function FileManageTab() {
  const { t } = useTranslation('workbench');
  const wb = useWorkbench();
  const { files } = useUiFilesApi();
  const { confirm, dialog } = useConfirm();
  const { run } = useCommands();
  const [creating, setCreating] = useState<{ folder: string; isFile: boolean } | null>(null);

  const opError = (error: FileOpError | null) => {
    if (error) toast.warning(t(`files.errors.${error}`));
    return error == null;
  };

  const remove = async (path: string, isFile: boolean) => {
    const ok = await confirm({
      title: t(isFile ? 'files.deleteFileTitle' : 'files.deleteFolderTitle'),
      description: t('files.deleteBody', { path }),
      confirmLabel: t('files.delete'),
      cancelLabel: t('saved.cancel'),
      tone: 'danger',
    });
    if (ok) files.remove(path);
  };

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="file-manager">
      <div className="flex shrink-0 flex-wrap items-center gap-1 border-b border-slate-200 px-2 py-1 dark:border-slate-800">
        <div className="mr-auto">
          <FrameworkPicker />
        </div>
        <button type="button" className={toolButton} onClick={() => setCreating({ folder: '', isFile: true })}>
          <FilePlus aria-hidden="true" className="size-3.5" />
          {t('files.newFile')}
        </button>
        <button type="button" className={toolButton} onClick={() => setCreating({ folder: '', isFile: false })}>
          <FolderPlus aria-hidden="true" className="size-3.5" />
          {t('files.newFolder')}
        </button>
        <button type="button" className={toolButton} onClick={() => run('reset')}>
          <RotateCcw aria-hidden="true" className="size-3.5" />
          {t('editor.reset')}
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-auto py-1">
        <FileTreeView
          nodes={files.tree}
          creating={creating}
          onCreate={(folder, isFile) => setCreating({ folder, isFile })}
          onCreateDone={(name) => {
            if (!creating) return;
            if (name == null || opError(files.add(creating.folder, name, creating.isFile))) {
              if (name != null && creating.isFile)
                wb.showTab(`file:${creating.folder ? `${creating.folder}/${name}` : name}`);
              setCreating(null);
            }
          }}
          onOpen={(path) => wb.showTab(`file:${path}`)}
          onRename={(path, name) => opError(files.rename(path, name))}
          onDelete={(path, isFile) => void remove(path, isFile)}
        />
      </div>
      {dialog}
    </div>
  );
}
