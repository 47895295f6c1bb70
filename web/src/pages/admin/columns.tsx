// Column definitions both pages use: the key (row header) and one column per label language.
import { languageHeader, readLabels, toTag } from './labels';
import type { AdminColumn } from './AdminTable';
import type { AdminItem } from './search';
import type { AdminT } from './schemas';

export function keyColumn<T extends AdminItem>(t: AdminT): AdminColumn<T> {
  return {
    id: 'key',
    header: t('columns.key'),
    cell: (item) => <code className="font-mono text-[13px] break-all">{item.key}</code>,
    className: 'min-w-32',
  };
}

export function labelColumns<T extends AdminItem>(t: AdminT, languages: readonly string[]): AdminColumn<T>[] {
  return languages.map((code) => ({
    id: `label-${code}`,
    header: languageHeader(code),
    cell: (item) => {
      const text = readLabels(item.label)[code]?.trim();
      return text ? (
        <span lang={toTag(code)}>{text}</span>
      ) : (
        <span className="text-xs font-medium text-amber-700 dark:text-amber-300">{t('columns.missing')}</span>
      );
    },
    className: 'min-w-36',
  }));
}
