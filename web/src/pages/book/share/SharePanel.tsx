// The inside of the share popover, loaded on first open (it carries the brand glyphs and the
// QR code drawer): the system share sheet when the browser has one, the targets of
// shareTargets.ts in a grid, domestic first, and WeChat's QR code view.
import { Smartphone } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/namespaces/bookActions';
import { ShareTargetIcon } from './ShareTargetIcon';
import { SHARE_TARGETS, type ShareLabel, type ShareTarget } from './shareTargets';
import { type SharePayload, buildShareUrl, groupShareTargets } from './shareUrl';
import { useCopyToClipboard } from '../../../lib/useCopyToClipboard';
import { WechatQr } from './WechatQr';

const tileClass =
  'group flex w-full flex-col items-center gap-1.5 rounded-xl px-0.5 py-2 text-center text-[11px] leading-tight font-medium tracking-tight text-slate-700 transition-colors hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

function useLabel() {
  const { t } = useTranslation('bookActions');
  return (label: ShareLabel) =>
    'brand' in label ? label.brand : label.key === 'copyLink' ? t('share.copyLink') : t(`share.targets.${label.key}`);
}

/**
 * Arrow keys move between the tiles as they are laid out (left/right in reading order, up/down
 * to the nearest tile of the row above or below, across the two groups); Home and End jump to
 * the ends.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-share-item]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const current = items[index];
  if (!current) return;
  let next: HTMLElement | undefined;
  if (event.key === 'Home') next = items[0];
  else if (event.key === 'End') next = items.at(-1);
  else if (event.key === 'ArrowRight') next = items[Math.min(items.length - 1, index + 1)];
  else if (event.key === 'ArrowLeft') next = items[Math.max(0, index - 1)];
  else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const from = current.getBoundingClientRect();
    const down = event.key === 'ArrowDown';
    const row = items
      .map((item) => ({ item, rect: item.getBoundingClientRect() }))
      .filter(({ rect }) => (down ? rect.top > from.top + 1 : rect.top < from.top - 1));
    const nearestTop = down ? Math.min(...row.map((r) => r.rect.top)) : Math.max(...row.map((r) => r.rect.top));
    next = row
      .filter(({ rect }) => rect.top === nearestTop)
      .sort((a, b) => Math.abs(a.rect.left - from.left) - Math.abs(b.rect.left - from.left))[0]?.item;
  } else return;
  event.preventDefault();
  next?.focus();
}

function TargetTile({
  target,
  payload,
  onOpened,
  onWechat,
}: {
  target: ShareTarget;
  payload: SharePayload;
  onOpened: () => void;
  onWechat: () => void;
}) {
  const { t } = useTranslation('bookActions');
  const label = useLabel()(target.label);
  const { copied, copy } = useCopyToClipboard(payload.url);
  const content = (text: string, live = false) => (
    <>
      <ShareTargetIcon icon={target.icon} />
      <span className="line-clamp-2" aria-live={live ? 'polite' : undefined}>
        {text}
      </span>
    </>
  );
  if (target.action === 'copy') {
    return (
      <button type="button" data-share-item data-target={target.id} className={tileClass} onClick={() => void copy()}>
        {content(copied ? t('share.copied') : label, true)}
      </button>
    );
  }
  if (target.action === 'qr') {
    return (
      <button type="button" data-share-item data-target={target.id} className={tileClass} onClick={onWechat}>
        {content(label)}
      </button>
    );
  }
  const href = buildShareUrl(target.url, payload);
  const mail = href.startsWith('mailto:');
  return (
    <a
      href={href}
      data-share-item
      data-target={target.id}
      className={tileClass}
      onClick={onOpened}
      {...(mail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {content(label)}
      {!mail && <span className="sr-only">{t('share.opensInNewTab')}</span>}
    </a>
  );
}

function SystemShare({ payload, onDone }: { payload: SharePayload; onDone: () => void }) {
  const { t } = useTranslation('bookActions');
  async function share() {
    try {
      await navigator.share(payload);
      onDone();
    } catch (error) {
      // Closing the sheet rejects with AbortError: not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Sharing failed', error);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void share()}
      className="flex w-full items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Smartphone aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
      {t('share.systemShare')}
    </button>
  );
}

export function SharePanel({
  payload,
  headingId,
  onClose,
}: {
  payload: SharePayload;
  headingId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('bookActions');
  const [view, setView] = useState<'targets' | 'wechat'>('targets');
  const targets = useRef<HTMLDivElement>(null);
  const cameBack = useRef(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  // Back from the QR code: focus returns to the WeChat tile that opened it.
  useEffect(() => {
    if (view !== 'targets' || !cameBack.current) return;
    cameBack.current = false;
    targets.current?.querySelector<HTMLElement>('[data-target="wechat"]')?.focus();
  }, [view]);

  if (view === 'wechat') {
    return (
      <WechatQr
        url={payload.url}
        headingId={headingId}
        onBack={() => {
          cameBack.current = true;
          setView('targets');
        }}
      />
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegation: arrow keys pressed on the share buttons inside bubble here to move focus between them; the div itself takes no input
    <div ref={targets} onKeyDown={moveFocus}>
      <h2 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('share.menuTitle')}
      </h2>
      {canShare && (
        <div className="mt-3">
          <SystemShare payload={payload} onDone={onClose} />
        </div>
      )}
      {groupShareTargets(SHARE_TARGETS).map((group) => (
        <section key={group.region} aria-labelledby={`${headingId}-${group.region}`} className="mt-4">
          <h3
            id={`${headingId}-${group.region}`}
            className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
          >
            {t(`share.${group.region}`)}
          </h3>
          <ul className="grid grid-cols-4 gap-1 sm:grid-cols-6" data-region={group.region}>
            {group.targets.map((target) => (
              <li key={target.id}>
                <TargetTile target={target} payload={payload} onOpened={onClose} onWechat={() => setView('wechat')} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
