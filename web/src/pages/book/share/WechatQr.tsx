// WeChat shares from the phone: a QR code of the link (drawn locally, nothing fetched) to scan
// with WeChat, with a way back to the other targets.
import { ChevronLeft } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/namespaces/bookActions';

export function WechatQr({ url, headingId, onBack }: { url: string; headingId: string; onBack: () => void }) {
  const { t } = useTranslation('bookActions');
  const back = useRef<HTMLButtonElement>(null);
  // the view replaced the tile that had focus
  useEffect(() => back.current?.focus(), []);
  return (
    <div data-testid="wechat-qr">
      <button
        ref={back}
        type="button"
        onClick={onBack}
        className="-ml-1 inline-flex items-center gap-1 rounded-md px-1 py-0.5 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:text-white"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('share.back')}
      </button>
      <h2 id={headingId} className="mt-3 text-base font-semibold text-slate-900 dark:text-white">
        {t('share.wechatTitle')}
      </h2>
      <div className="mx-auto mt-4 w-fit rounded-xl bg-white p-3 ring-1 ring-slate-200 dark:ring-slate-700">
        <QRCodeSVG
          value={url}
          size={176}
          level="M"
          role="img"
          aria-label={t('share.qrLabel')}
          title={t('share.qrLabel')}
        />
      </div>
      <p className="mt-4 text-center text-sm text-pretty text-slate-600 dark:text-slate-400">{t('share.wechatHint')}</p>
      <p className="mt-2 truncate text-center font-mono text-xs text-slate-500 select-all dark:text-slate-400">{url}</p>
    </div>
  );
}
