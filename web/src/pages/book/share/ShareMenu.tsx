// "Share": a Radix popover whose inside (SharePanel: the targets, domestic first, and
// WeChat's QR code) loads on first use; pointing at or focusing the button starts the load.
// The popover is anchored to the whole row (the share button and what sits beside it, copy
// link), so on wide screens it opens beside the panel rather than over it.
import * as Popover from '@radix-ui/react-popover';
import { LoaderCircle, Share2 } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/namespaces/bookActions';
import { PanelRow } from '../PanelRow';
import type { SharePayload } from './shareUrl';

const loadPanel = () => import('./SharePanel');
const SharePanel = lazy(() => loadPanel().then((module) => ({ default: module.SharePanel })));

export function ShareMenu({
  payload,
  triggerClassName,
  children,
}: {
  payload: SharePayload;
  triggerClassName: string;
  /** what shares the row, before the share button */
  children?: ReactNode;
}) {
  const { t } = useTranslation('bookActions');
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<'left' | 'bottom'>('bottom');
  const headingId = useId();
  const preload = () => void loadPanel().catch(() => undefined);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        // Beside the panel where the page is wide (the menu is taller than the room below the
        // button); below the button on narrower screens.
        if (next)
          setSide(typeof matchMedia === 'function' && matchMedia('(min-width: 1024px)').matches ? 'left' : 'bottom');
        setOpen(next);
      }}
    >
      <Popover.Anchor asChild>
        <PanelRow>
          {children}
          <Popover.Trigger className={triggerClassName} onPointerEnter={preload} onFocus={preload}>
            <Share2 aria-hidden="true" className="size-4 shrink-0" />
            {t('share.share')}
          </Popover.Trigger>
        </PanelRow>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          side={side}
          align={side === 'left' ? 'center' : 'end'}
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={headingId}
          className="z-40 max-h-(--radix-popover-content-available-height) w-[min(26rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          <Suspense
            fallback={
              <div className="flex h-40 items-center justify-center">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-slate-400" />
                <h2 id={headingId} className="sr-only">
                  {t('share.menuTitle')}
                </h2>
              </div>
            }
          >
            <SharePanel payload={payload} headingId={headingId} onClose={() => setOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
