// Mounts sonner's <Toaster> in its own root the first time a toast is shown, following the
// theme and the language. Loaded lazily through registerToastHost (main.tsx). Toasts sit
// bottom-right (full width at the bottom on phones), where the header's links and the
// interview room's toolbar are not; a page with a footer of controls (the workbench) lifts them
// above it through --toast-bottom (index.css). The × sits inside the toast (index.css).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Toaster, toast } from 'sonner';
import { useTheme } from '../theme/useTheme';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastKind } from './toast';

function Host() {
  const { resolved } = useTheme();
  const { t } = useTranslation();
  return (
    <Toaster
      theme={resolved}
      position="bottom-right"
      visibleToasts={TOAST_LIMIT}
      richColors
      closeButton
      offset={{ bottom: 'var(--toast-bottom, 24px)' }}
      mobileOffset={{ bottom: 'var(--toast-bottom, 16px)' }}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}

const container = document.createElement('div');
container.dataset.toastHost = '';
document.body.append(container);
const root = createRoot(container);
flushSync(() => root.render(<Host />));

export function show(kind: ToastKind, message: string): void {
  // A macrotask later, so the freshly mounted Toaster has subscribed.
  setTimeout(() => toast[kind](message, { duration: TOAST_DURATION_MS[kind] }), 0);
}

/** Unmounting clears sonner's auto-close timers (tests: so none fires after the DOM is gone). */
export function unmount(): void {
  root.unmount();
  container.remove();
}
