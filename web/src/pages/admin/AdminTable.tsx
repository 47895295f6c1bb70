// The list of an admin page, from one set of column definitions: a table from 768 px (its
// first column is the row header; wide label sets scroll sideways inside the frame) and a
// stack of cards below (header: cell pairs), each row with Edit and Delete.
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminItem } from './search';

export interface AdminColumn<T> {
  id: string;
  header: string;
  cell: (item: T) => ReactNode;
  /** extra classes of the column's cells (width, wrapping) */
  className?: string;
}

/** a table's columns: the first one is the row header, so there is always one */
export type AdminColumns<T> = readonly [AdminColumn<T>, ...AdminColumn<T>[]];

const actionButton =
  'inline-flex h-8 items-center gap-1.5 rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';
const editButton = `${actionButton} text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white`;
const deleteButton = `${actionButton} text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10 dark:hover:text-red-300`;

/** Edit and Delete; in the table only their icons show (the row is wide enough already). */
function RowActions<T extends AdminItem>({
  item,
  onEdit,
  onDelete,
  compact = false,
}: {
  item: T;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('admin');
  const buttons = [
    {
      label: t('actions.edit'),
      name: t('actions.editItem', { key: item.key }),
      icon: Pencil,
      style: editButton,
      run: onEdit,
    },
    {
      label: t('actions.delete'),
      name: t('actions.deleteItem', { key: item.key }),
      icon: Trash2,
      style: deleteButton,
      run: onDelete,
    },
  ];
  return (
    <div className="flex items-center justify-end gap-1">
      {buttons.map(({ label, name, icon: Icon, style, run }) => (
        <button
          key={label}
          type="button"
          className={`${style} ${compact ? 'w-8 justify-center' : 'px-2.5'}`}
          aria-label={name}
          title={compact ? name : undefined}
          onClick={() => run(item)}
        >
          <Icon aria-hidden="true" className="size-4" />
          {!compact && <span>{label}</span>}
        </button>
      ))}
    </div>
  );
}

export function AdminTable<T extends AdminItem>({
  caption,
  items,
  columns,
  onEdit,
  onDelete,
}: {
  caption: string;
  items: readonly T[];
  columns: AdminColumns<T>;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}) {
  const { t } = useTranslation('admin');
  const [first, ...rest] = columns;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-300">
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className="px-4 py-3 whitespace-nowrap">
                  {column.header}
                </th>
              ))}
              <th scope="col" className="w-px px-3 py-3 text-right">
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((item) => (
              <tr key={item.id} className="transition-colors hover:bg-slate-50 dark:hover:bg-slate-800/40">
                <th
                  scope="row"
                  className={`px-4 py-3 font-medium text-slate-900 dark:text-white ${first.className ?? ''}`}
                >
                  {first.cell(item)}
                </th>
                {rest.map((column) => (
                  <td
                    key={column.id}
                    className={`px-4 py-3 text-slate-700 dark:text-slate-300 ${column.className ?? ''}`}
                  >
                    {column.cell(item)}
                  </td>
                ))}
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  <RowActions item={item} onEdit={onEdit} onDelete={onDelete} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="space-y-3 md:hidden">
        {items.map((item) => (
          <li
            key={item.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="min-w-0 font-medium text-slate-900 dark:text-white">{first.cell(item)}</div>
            <dl className="mt-3 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              {rest.map((column) => (
                <div key={column.id} className="contents">
                  <dt className="text-slate-500 dark:text-slate-400">{column.header}</dt>
                  <dd className="min-w-0 break-words text-slate-800 dark:text-slate-200">{column.cell(item)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-2 dark:border-slate-800">
              <RowActions item={item} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
