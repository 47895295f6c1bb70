// The pattern both admin pages share (spec: Admin pages): title, a client-side search over
// key and labels, the table, Add, per-row Edit (a dialog form) and Delete (a confirmation,
// tone danger). States: skeleton on the first load, a failed load (toast + retry), an empty
// list, a search without results. Each page brings its columns, its editor and its delete.
import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { readApiError } from '../../auth/apiError';
import { primaryButton } from '../../components/buttonStyles';
import { toast } from '../../toast/toast';
import { AdminShell } from './AdminShell';
import { EmptyList, ListSkeleton, LoadFailed, NoMatch } from './AdminStates';
import { type AdminColumns, AdminTable } from './AdminTable';
import { EditorDialog } from './EditorDialog';
import { SearchBox } from './SearchBox';
import { describeAdminError } from './errors';
import { type AdminItem, visibleItems } from './search';
import type { AdminKind } from './useSaveItem';

/** what the editor of a page receives: the item (null: adding) and how to close */
export interface EditorProps<T> {
  item: T | null;
  close: () => void;
}

export function AdminResourcePage<T extends AdminItem>({
  kind,
  items,
  error,
  onRetry,
  columns,
  onDelete,
  renderEditor,
}: {
  kind: AdminKind;
  /** undefined until the first load answers */
  items: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  columns: AdminColumns<T>;
  /** deletes the item (rejects with the API's error) */
  onDelete: (item: T) => Promise<unknown>;
  renderEditor: (props: EditorProps<T>) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState('');
  const [editor, setEditor] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  const [doomed, setDoomed] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  const [deleting, setDeleting] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  /** the control that opened a dialog, to return to when it closes */
  const opener = useRef<HTMLElement | null>(null);

  const loadMessage = error ? describeAdminError(t, readApiError(error)) : null;
  // One toast per failure (not again on a language switch): the effect follows the error only,
  // the toast reads the current language.
  const toastFailure = useEffectEvent(() => {
    if (loadMessage) toast.error(loadMessage);
  });
  useEffect(() => {
    if (error) toastFailure();
  }, [error]);

  const visible = useMemo(() => visibleItems(items ?? [], query), [items, query]);

  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  // Back to the opener; when it left with its row (a delete), to Add.
  const returnFocus = () => {
    const target = opener.current?.isConnected ? opener.current : addButton.current;
    target?.focus();
  };

  const openEditor = (item: T | null) => {
    remember();
    setEditor({ open: true, item });
  };
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  const askDelete = (item: T) => {
    remember();
    setDoomed({ open: true, item });
  };
  const closeConfirm = () => {
    setDoomed((current) => ({ ...current, open: false }));
    // After the dialog has unmounted (an alert dialog without a trigger returns nowhere).
    setTimeout(returnFocus, 0);
  };
  const confirmDelete = async () => {
    const item = doomed.item;
    if (!item) return;
    setDeleting(true);
    try {
      await onDelete(item);
      toast.success(t(`${kind}.deleted`, { key: item.key }));
    } catch (caught) {
      const failure = readApiError(caught);
      toast.error(describeAdminError(t, failure));
      if (failure.code === 'NOT_FOUND') onRetry();
    } finally {
      setDeleting(false);
      closeConfirm();
    }
  };

  let content: ReactNode;
  if (!items && loadMessage) content = <LoadFailed message={loadMessage} onRetry={onRetry} />;
  else if (!items) content = <ListSkeleton columns={columns.length + 1} />;
  else if (items.length === 0)
    content = (
      <EmptyList
        title={t(`${kind}.empty`)}
        text={t(`${kind}.emptyText`)}
        addLabel={t(`${kind}.add`)}
        onAdd={() => openEditor(null)}
      />
    );
  else if (visible.length === 0)
    content = (
      <NoMatch
        query={query.trim()}
        onClear={() => {
          setQuery('');
          searchBox.current?.focus();
        }}
      />
    );
  else
    content = (
      <AdminTable
        caption={t(`${kind}.caption`)}
        items={visible}
        columns={columns}
        onEdit={openEditor}
        onDelete={askDelete}
      />
    );

  const total = items?.length ?? 0;
  return (
    <AdminShell
      title={t(`${kind}.title`)}
      description={t(`${kind}.description`)}
      action={
        <button
          ref={addButton}
          type="button"
          className={`${primaryButton} w-full sm:w-auto`}
          disabled={!items}
          onClick={() => openEditor(null)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t(`${kind}.add`)}
        </button>
      }
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          ref={searchBox}
          value={query}
          onChange={setQuery}
          label={t(`${kind}.searchLabel`)}
          placeholder={t(`${kind}.searchPlaceholder`)}
        />
        {items && (
          <p aria-live="polite" className="text-sm text-slate-500 dark:text-slate-400">
            {query.trim()
              ? t(`${kind}.filtered`, { shown: visible.length, total })
              : t(`${kind}.count`, { count: total })}
          </p>
        )}
      </div>
      {content}

      <EditorDialog open={editor.open} onOpenChange={(open) => !open && closeEditor()} returnFocus={returnFocus}>
        {renderEditor({ item: editor.item, close: closeEditor })}
      </EditorDialog>

      <ConfirmDialog
        open={doomed.open}
        onOpenChange={(open) => !open && closeConfirm()}
        tone="danger"
        title={t(`${kind}.deleteTitle`, { key: doomed.item?.key ?? '' })}
        description={t(`${kind}.deleteText`)}
        confirmLabel={deleting ? t('actions.deleting') : t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        pending={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </AdminShell>
  );
}
