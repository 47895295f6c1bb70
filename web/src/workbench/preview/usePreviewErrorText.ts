// A preview error in the reader's language (spec §8's list).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewError } from './errors';

export function usePreviewErrorText() {
  const { t } = useTranslation('workbench');
  return useCallback(
    (error: PreviewError): string => {
      switch (error.code) {
        case 'noFiles':
          return t('preview.errors.noFiles');
        case 'transpile':
          return t('preview.errors.transpile', {
            file: error.line ? `${error.file}:${error.line}` : error.file,
            message: error.message,
          });
        case 'entryNotFound':
          return t('preview.errors.entryNotFound', { patterns: error.patterns.join(', ') });
        case 'frameAccess':
          return t('preview.errors.frameAccess');
        case 'moduleNotFound':
          return t('preview.errors.moduleNotFound', { name: error.name, importer: error.importer });
        case 'scriptLoad':
          return t('preview.errors.scriptLoad', { url: error.url });
        case 'timeout':
          return t('preview.errors.timeout', { seconds: 15 });
        case 'runtime':
          return t('preview.errors.runtime', {
            message: error.file
              ? `${error.message} (${error.file}${error.line ? `:${error.line}` : ''})`
              : error.message,
          });
      }
    },
    [t],
  );
}
