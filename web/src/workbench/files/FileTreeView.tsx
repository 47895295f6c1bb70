// The file tree itself: folders (open by default) before files, each row with its actions;
// names are typed inline (Enter confirms, Escape cancels).
import { ChevronDown, ChevronRight, FileCode, FilePlus, Folder, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileNode } from '../preview/fileTree';

interface Props {
  nodes: FileNode[];
  creating: { folder: string; isFile: boolean } | null;
  onCreate: (folder: string, isFile: boolean) => void;
  /** null: cancelled */
  onCreateDone: (name: string | null) => void;
  onOpen: (path: string) => void;
  /** true when the rename was accepted */
  onRename: (path: string, name: string) => boolean;
  onDelete: (path: string, isFile: boolean) => void;
}

function NameInput({
  initial,
  label,
  onDone,
}: {
  initial: string;
  label: string;
  onDone: (name: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <input
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the name box appears in place because the user chose New file/folder or Rename: typing goes straight into it
      autoFocus
      aria-label={label}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onDone(value.trim());
        if (event.key === 'Escape') onDone(null);
      }}
      onBlur={() => onDone(value.trim() && value.trim() !== initial ? value.trim() : null)}
      className="w-full min-w-0 rounded border border-indigo-400 bg-white px-1 py-0.5 text-xs dark:bg-slate-900"
    />
  );
}

const iconButton =
  'rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-700 dark:hover:text-slate-100';

export function FileTreeView(props: Props) {
  return (
    <ul role="tree" className="text-sm">
      <Level {...props} folder="" depth={0} nodes={props.nodes} />
    </ul>
  );
}

function Level({ folder, depth, ...props }: Props & { folder: string; depth: number }) {
  const { t } = useTranslation('workbench');
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const [renaming, setRenaming] = useState<string | null>(null);
  const pad = { paddingLeft: `${8 + depth * 14}px` };
  return (
    <>
      {props.creating?.folder === folder && (
        <li role="none" className="px-2 py-0.5" style={pad}>
          <NameInput
            initial=""
            label={t(props.creating.isFile ? 'files.newFileName' : 'files.newFolderName')}
            onDone={props.onCreateDone}
          />
        </li>
      )}
      {props.nodes.map((node) => {
        const open = !closed.has(node.id);
        return (
          <li key={node.id} role="treeitem" aria-expanded={node.isFile ? undefined : open} aria-selected={false}>
            <div
              className="group flex items-center gap-1 pr-2 hover:bg-slate-100 dark:hover:bg-slate-800/60"
              style={pad}
            >
              {renaming === node.id ? (
                <NameInput
                  initial={node.name}
                  label={t('files.renameLabel', { name: node.name })}
                  onDone={(name) => {
                    if (name == null || props.onRename(node.id, name)) setRenaming(null);
                  }}
                />
              ) : (
                <button
                  type="button"
                  className="flex min-w-0 flex-1 items-center gap-1.5 py-1 text-left text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-200"
                  onClick={() =>
                    node.isFile
                      ? props.onOpen(node.id)
                      : setClosed((current) => {
                          const next = new Set(current);
                          if (next.has(node.id)) next.delete(node.id);
                          else next.add(node.id);
                          return next;
                        })
                  }
                >
                  {node.isFile ? (
                    <FileCode aria-hidden="true" className="size-3.5 shrink-0 text-sky-600 dark:text-sky-400" />
                  ) : (
                    <>
                      {open ? (
                        <ChevronDown aria-hidden="true" className="size-3 shrink-0" />
                      ) : (
                        <ChevronRight aria-hidden="true" className="size-3 shrink-0" />
                      )}
                      <Folder aria-hidden="true" className="size-3.5 shrink-0 text-amber-500" />
                    </>
                  )}
                  <span className="truncate">{node.name}</span>
                </button>
              )}
              <span className="flex shrink-0 gap-0.5 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100">
                {!node.isFile && (
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('files.newFileIn', { name: node.name })}
                    onClick={() => props.onCreate(node.id, true)}
                  >
                    <FilePlus aria-hidden="true" className="size-3.5" />
                  </button>
                )}
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('files.renameLabel', { name: node.name })}
                  onClick={() => setRenaming(node.id)}
                >
                  <Pencil aria-hidden="true" className="size-3.5" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('files.deleteLabel', { name: node.name })}
                  onClick={() => props.onDelete(node.id, node.isFile)}
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            </div>
            {!node.isFile && open && (
              <ul role="group">
                <Level {...props} folder={node.id} depth={depth + 1} nodes={node.children ?? []} />
              </ul>
            )}
          </li>
        );
      })}
    </>
  );
}
