// What a visitor sees in place of saved code, submissions and the results record, and in a
// dialog when pressing mark complete, save or submit: a message and the sign-in button, which
// goes to /login carrying this page's path so the sign-in returns here.
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../app/paths';
import type { LoginReason } from './state/stores';
import { useDialogs } from './state/useStores';
import { Dialog, DialogDescription, DialogTitle } from '../components/dialog/Dialog';
import { DialogCloseButton } from '../components/dialog/DialogCloseButton';
import { useWorkbench } from './WorkbenchContext';

function SignInLink() {
  const { t } = useTranslation('workbench');
  const location = useLocation();
  return (
    <Link
      to={paths.login}
      state={{ from: location.pathname + location.search + location.hash }}
      className="inline-flex items-center gap-1.5 rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
    >
      <LogIn aria-hidden="true" className="size-4" />
      {t('login.action')}
    </Link>
  );
}

export function LoginPrompt({ reason, compact = false }: { reason: LoginReason; compact?: boolean }) {
  const { t } = useTranslation('workbench');
  return (
    <div
      data-testid="login-prompt"
      className={`flex flex-col items-start gap-3 ${compact ? '' : 'p-4'} text-sm text-slate-600 dark:text-slate-300`}
    >
      <p>{t(`login.${reason}`)}</p>
      <SignInLink />
    </div>
  );
}

export function LoginPromptDialog() {
  const { t } = useTranslation('workbench');
  const { setLoginPrompt } = useWorkbench();
  const loginPrompt = useDialogs((s) => s.loginPrompt);
  return (
    <Dialog
      open={loginPrompt !== null}
      onOpenChange={(open) => !open && setLoginPrompt(null)}
      layout={{ kind: 'modal', size: 'sm' }}
      className="p-6"
    >
      <DialogTitle className="text-base font-semibold text-slate-900 dark:text-white">{t('login.title')}</DialogTitle>
      <DialogDescription className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {loginPrompt ? t(`login.${loginPrompt}`) : ''}
      </DialogDescription>
      <div className="mt-5">
        <SignInLink />
      </div>
      <DialogCloseButton label={t('saved.cancel')} className="absolute top-3 right-3" />
    </Dialog>
  );
}
