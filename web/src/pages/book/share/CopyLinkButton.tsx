// "Copy link": copies the book's address; the button reads "Copied" for 3 s.
import { Check, Link } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/namespaces/bookActions';
import { useCopyToClipboard } from '../../../lib/useCopyToClipboard';

export function CopyLinkButton({ url, className }: { url: string; className: string }) {
  const { t } = useTranslation('bookActions');
  const { copied, copy } = useCopyToClipboard(url);
  const Icon = copied ? Check : Link;
  return (
    <button type="button" className={className} onClick={() => void copy()}>
      <Icon
        aria-hidden="true"
        className={`size-4 shrink-0 ${copied ? 'text-emerald-600 dark:text-emerald-400' : ''}`}
      />
      {/* the live region announces the confirmation to screen readers */}
      <span aria-live="polite">{copied ? t('share.copied') : t('share.copyLink')}</span>
    </button>
  );
}
