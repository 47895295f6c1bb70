// A tab's visible name in the interface language (spec §2's words; a file tab shows its file).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaticTabId, TabId } from './layoutModel';

export function useTabLabel(): (tab: TabId) => string {
  const { t } = useTranslation('workbench');
  return useCallback(
    (tab: TabId) =>
      tab.startsWith('file:')
        ? t('tabs.file', { name: tab.slice('file:'.length).split('/').pop() })
        : t(`tabs.${tab as StaticTabId}`),
    [t],
  );
}
