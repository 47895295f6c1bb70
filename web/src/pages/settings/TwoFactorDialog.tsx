// Turning two-step verification on: the dialog starts the setup (a new secret), shows the QR
// code and the key, and confirms with a 6-digit code; then it shows the recovery codes, once.
// A wrong code stays in the dialog under the field; any other failure closes it with the
// unknown-error toast and a refetch (onFailure).
import { useMutation } from '@apollo/client/react';
import { Check, Copy, Download, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../auth/apiError';
import { updateSessionUser } from '../../auth/session';
import { EnableTwoFactorDocument, SetupTwoFactorDocument, type SetupTwoFactorMutation } from '../../gql/graphql';
import { toast } from '../../toast/toast';
import { Dialog, DialogDescription, DialogTitle } from '../../components/dialog/Dialog';
import { DialogCloseButton } from '../../components/dialog/DialogCloseButton';
import { Field } from '../../components/form/Field';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { describedBy } from '../../components/form/fieldStyles';
import { useAccountForm } from '../../auth/useAccountForm';
import { describeApiError } from '../../auth/serverMessages';
import { type EnableTwoFactorValues, enableTwoFactorSchema } from './schemas';
import { outlineSmall, primarySmall } from './ui';

type Setup = SetupTwoFactorMutation['setupTwoFactor'];

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={outlineSmall}
      onClick={() =>
        navigator.clipboard
          ?.writeText(text)
          .then(() => setCopied(true))
          .catch((error: unknown) => console.error(error))
      }
    >
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      <span aria-live="polite">{copied ? t('settings.twoFactorDialog.copied') : label}</span>
    </button>
  );
}

export default function TwoFactorDialog({
  open,
  onOpenChange,
  onFailure,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFailure: () => void;
}) {
  const { t } = useTranslation('account');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [startSetup] = useMutation(SetupTwoFactorDocument);
  const [enable] = useMutation(EnableTwoFactorDocument);
  const codeId = useId();
  const form = useAccountForm<EnableTwoFactorValues>(enableTwoFactorSchema, { code: '' });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  // Each opening starts a fresh setup.
  const requested = useRef(false);
  useEffect(() => {
    if (!open) {
      requested.current = false;
      return;
    }
    if (requested.current) return;
    requested.current = true;
    setSetup(null);
    setRecoveryCodes(null);
    reset({ code: '' });
    startSetup()
      .then(({ data }) => {
        if (!data?.setupTwoFactor) throw new Error('No setup');
        setSetup(data.setupTwoFactor);
      })
      .catch(() => {
        onOpenChange(false);
        onFailure();
      });
  }, [open, startSetup, reset, onOpenChange, onFailure]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const { data } = await enable({ variables: { code } });
      if (!data?.enableTwoFactor) throw new Error('No answer');
      updateSessionUser(data.enableTwoFactor.user);
      setRecoveryCodes(data.enableTwoFactor.recoveryCodes);
      toast.success(t('settings.security.twoFactorEnabled'));
    } catch (error) {
      const apiError = readApiError(error);
      if (apiError.kind === 'graphql' && (apiError.field === 'code' || apiError.code === 'RATE_LIMITED')) {
        setError('code', { message: describeApiError(t, apiError, t('errors.unknown')) }, { shouldFocus: true });
        return;
      }
      onOpenChange(false);
      onFailure();
    }
  });

  const download = () => {
    if (!recoveryCodes) return;
    const url = URL.createObjectURL(new Blob([`${recoveryCodes.join('\n')}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'frontend-forge-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  // While the recovery codes show, only "I saved them" closes (no accidental Escape).
  const showingCodes = !!recoveryCodes;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (!showingCodes || next) && !isSubmitting && onOpenChange(next)}
      layout={{ kind: 'modal', size: 'lg' }}
      closeOnOverlayClick={false}
      className="overflow-y-auto p-6"
      onEscapeKeyDown={(event) => showingCodes && event.preventDefault()}
    >
      <div className="flex items-start justify-between gap-4">
        <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">
          {showingCodes ? t('settings.twoFactorDialog.recoveryTitle') : t('settings.twoFactorDialog.title')}
        </DialogTitle>
        {!showingCodes && <DialogCloseButton label={t('settings.close')} className="-m-1" />}
      </div>

      {showingCodes ? (
        <>
          <DialogDescription className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('settings.twoFactorDialog.recoveryText')}
          </DialogDescription>
          <ul
            className="mt-4 grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            data-testid="recovery-codes"
          >
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <CopyButton text={recoveryCodes.join('\n')} label={t('settings.twoFactorDialog.copyAll')} />
            <button type="button" className={outlineSmall} onClick={download}>
              <Download aria-hidden="true" className="size-4" />
              {t('settings.twoFactorDialog.download')}
            </button>
            <button type="button" className={primarySmall} onClick={() => onOpenChange(false)}>
              {t('settings.twoFactorDialog.done')}
            </button>
          </div>
        </>
      ) : !setup ? (
        <>
          <DialogDescription className="sr-only">{t('settings.twoFactorDialog.loading')}</DialogDescription>
          <div role="status" className="flex flex-col items-center gap-3 py-10">
            <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-indigo-600 dark:text-indigo-400" />
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.twoFactorDialog.loading')}</p>
          </div>
        </>
      ) : (
        <>
          <DialogDescription className="sr-only">{t('settings.twoFactorDialog.step1')}</DialogDescription>
          <ol className="mt-4 space-y-5 text-sm text-slate-700 dark:text-slate-300">
            <li className="flex gap-3">
              <Step n={1} />
              <div className="min-w-0 flex-1 space-y-3">
                <p>{t('settings.twoFactorDialog.step1')}</p>
                <img
                  src={setup.qrCode}
                  alt={t('settings.twoFactorDialog.qrAlt')}
                  className="size-44 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700"
                  data-testid="two-factor-qr"
                />
                <div>
                  <p className="text-xs font-medium text-slate-500 dark:text-slate-400">
                    {t('settings.twoFactorDialog.secretLabel')}
                  </p>
                  <div className="mt-1 flex flex-wrap items-center gap-2">
                    <code
                      className="rounded-md bg-slate-100 px-2 py-1 font-mono text-xs break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
                      data-testid="two-factor-secret"
                    >
                      {setup.secret}
                    </code>
                    <CopyButton text={setup.secret} label={t('settings.twoFactorDialog.copy')} />
                  </div>
                </div>
              </div>
            </li>
            <li className="flex gap-3">
              <Step n={2} />
              <p className="flex-1">{t('settings.twoFactorDialog.step2')}</p>
            </li>
            <li className="flex gap-3">
              <Step n={3} />
              <form noValidate onSubmit={onSubmit} className="min-w-0 flex-1 space-y-3">
                <p>{t('settings.twoFactorDialog.step3')}</p>
                <Field id={codeId} label={t('fields.twoFactorCode')} error={errors.code?.message}>
                  <TextInput
                    id={codeId}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    placeholder={t('placeholders.twoFactorCode')}
                    className="font-mono tracking-widest"
                    invalid={!!errors.code}
                    aria-describedby={describedBy(codeId, { error: errors.code })}
                    {...register('code')}
                  />
                </Field>
                <div className="flex justify-end">
                  <SubmitButton
                    pending={isSubmitting}
                    pendingLabel={t('settings.twoFactorDialog.confirming')}
                    className="h-10"
                  >
                    {t('settings.twoFactorDialog.confirm')}
                  </SubmitButton>
                </div>
              </form>
            </li>
          </ol>
        </>
      )}
    </Dialog>
  );
}

function Step({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-200"
    >
      {n}
    </span>
  );
}
