// A link to another site: new tab, no opener, and says so to screen readers.
import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ExternalLink({
  href,
  children,
  className = '',
  icon = true,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode; icon?: boolean }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
      {children}
      {icon && <ExternalIcon aria-hidden="true" className="size-3.5 shrink-0 opacity-60" />}
      <span className="sr-only"> {t('nav.opensInNewTab')}</span>
    </a>
  );
}
