// The looks of every dialog and drawer: one overlay, one panel per layout, one close button.

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

export type DialogLayout =
  /** centered (placement 'center'), near the top like a palette ('top'), or a bottom sheet on phones ('sheet') */
  | { kind: 'modal'; size?: ModalSize; placement?: 'center' | 'top' | 'sheet' }
  /** a side sheet; width 'full' covers the screen (the mobile menu) */
  | { kind: 'drawer'; side: 'left' | 'right'; width?: 'sm' | 'full' };

export const overlayClass =
  'fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none';

const panel = 'fixed z-50 flex flex-col bg-white shadow-2xl focus:outline-none dark:bg-slate-900';

const MAX_WIDTH: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
};

const fadeIn = 'transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none';
const modalBox = 'rounded-2xl border border-slate-200 dark:border-slate-700';

export function panelClass(layout: DialogLayout): string {
  if (layout.kind === 'drawer') {
    if (layout.width === 'full') return `${panel} inset-0 dark:bg-slate-950`;
    const side =
      layout.side === 'left'
        ? 'left-0 border-r starting:-translate-x-full'
        : 'right-0 border-l starting:translate-x-full';
    return `${panel} inset-y-0 ${side} w-[min(24rem,calc(100vw-2.5rem))] border-slate-200 transition-transform duration-200 ease-out motion-reduce:transition-none dark:border-slate-800`;
  }
  const width = MAX_WIDTH[layout.size ?? 'md'];
  switch (layout.placement ?? 'center') {
    case 'top':
      return `${panel} ${modalBox} ${fadeIn} top-4 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] ${width} -translate-x-1/2 overflow-hidden sm:top-[12vh] sm:max-h-[70vh]`;
    case 'sheet':
      return `${panel} ${fadeIn} inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl border border-slate-200 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[88dvh] sm:w-[calc(100vw-2rem)] ${width.replace('max-w', 'sm:max-w')} sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:border-slate-700`;
    case 'center':
      return `${panel} ${modalBox} ${fadeIn} top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${width} -translate-x-1/2 -translate-y-1/2`;
  }
}

export const closeButtonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';
