// The security tab's API tokens card: personal access tokens for tools. Create one (name,
// scope, lifetime), see its secret once with a copy button, list the others with their scope,
// expiry and last use, revoke after confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { readApiError } from '../../auth/apiError';
import { describeApiError } from '../../auth/serverMessages';
import { Field } from '../../components/form/Field';
import { TextInput } from '../../components/form/TextInput';
import { describedBy, inputClass } from '../../components/form/fieldStyles';
import {
  type ApiTokenScope,
  CreateApiTokenDocument,
  RevokeApiTokenDocument,
  type SettingsApiTokenFragment,
  SettingsApiTokensDocument,
} from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { toast } from '../../toast/toast';
import { SettingsCard, StatusBadge, dangerSmall, formatDay, formatMoment, outlineSmall, primarySmall } from './ui';

const LIFETIMES = ['7', '30', '90', '365', 'never'] as const;
const selectClass = inputClass(false, 'h-10');

export function ApiTokensCard() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const ids = { title: useId(), name: useId(), scope: useId(), lifetime: useId(), secret: useId() };
  const { data, refetch } = useQuery(SettingsApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  // "expired" is judged against the clock when the card opened (render stays pure)
  const [now] = useState(Date.now);
  const [create, { loading: creating }] = useMutation(CreateApiTokenDocument);
  const [revoke, { loading: revoking }] = useMutation(RevokeApiTokenDocument);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [lifetime, setLifetime] = useState<(typeof LIFETIMES)[number]>('90');
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking_, setRevoking] = useState<SettingsApiTokenFragment | null>(null);
  const tokens = data?.apiTokens ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('settings.tokens.nameRequired'));
      return;
    }
    try {
      const result = await create({
        variables: {
          input: { name: name.trim(), scope, expiresInDays: lifetime === 'never' ? null : Number(lifetime) },
        },
      });
      setSecret(result.data?.createApiToken.token ?? null);
      setCopied(false);
      setOpen(false);
      setName('');
      setNameError(undefined);
      await refetch();
    } catch (error) {
      const apiError = readApiError(error);
      const message = describeApiError(t, apiError, t('errors.unknown'));
      if (apiError.kind === 'graphql' && apiError.field === 'name') setNameError(message);
      else toast.error(message);
    }
  };

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast.error(t('settings.tokens.copyFailed'));
    }
  };

  const confirmRevoke = async () => {
    if (!revoking_) return;
    try {
      await revoke({ variables: { id: revoking_.id } });
      toast.success(t('settings.tokens.revoked', { name: revoking_.name }));
      await refetch();
    } catch (error) {
      toast.error(describeApiError(t, readApiError(error), t('errors.unknown')));
    } finally {
      setRevoking(null);
    }
  };

  const expiry = (token: SettingsApiTokenFragment) => {
    if (!token.expiresAt) return { text: t('settings.tokens.neverExpires'), expired: false };
    const expired = new Date(token.expiresAt).getTime() <= now;
    const date = formatDay(token.expiresAt, locale);
    return {
      text: expired ? t('settings.tokens.expiredOn', { date }) : t('settings.tokens.expiresOn', { date }),
      expired,
    };
  };

  return (
    <SettingsCard
      id={ids.title}
      title={t('settings.tokens.title')}
      description={t('settings.tokens.text')}
      action={
        !open ? (
          <button type="button" className={outlineSmall} onClick={() => setOpen(true)}>
            <KeyRound aria-hidden="true" className="size-4" />
            {t('settings.tokens.create')}
          </button>
        ) : undefined
      }
    >
      {secret && (
        <div
          role="status"
          className="mb-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-500/30 dark:bg-emerald-500/10"
        >
          <p id={ids.secret} className="text-sm font-medium text-emerald-900 dark:text-emerald-100">
            {t('settings.tokens.showOnce')}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <code
              aria-labelledby={ids.secret}
              className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 ring-1 ring-emerald-200 dark:bg-slate-950 dark:text-white dark:ring-emerald-500/30"
            >
              {secret}
            </code>
            <button type="button" className={outlineSmall} onClick={() => void copy()}>
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? t('settings.tokens.copied') : t('settings.tokens.copy')}
            </button>
            <button type="button" className={outlineSmall} onClick={() => setSecret(null)}>
              {t('settings.tokens.done')}
            </button>
          </div>
        </div>
      )}
      {open && (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby={ids.title}
          className="mb-5 space-y-4"
        >
          <Field id={ids.name} label={t('settings.tokens.name')} error={nameError} hint={t('settings.tokens.nameHint')}>
            <TextInput
              id={ids.name}
              value={name}
              maxLength={60}
              invalid={!!nameError}
              aria-describedby={describedBy(ids.name, { error: nameError, hint: true })}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={ids.scope} label={t('settings.tokens.scope')}>
              <select
                id={ids.scope}
                className={selectClass}
                value={scope}
                onChange={(event) => setScope(event.target.value as ApiTokenScope)}
              >
                <option value={'read'}>{t('settings.tokens.scopes.read')}</option>
                <option value={'progress'}>{t('settings.tokens.scopes.progress')}</option>
                <option value={'interview'}>{t('settings.tokens.scopes.interview')}</option>
              </select>
            </Field>
            <Field id={ids.lifetime} label={t('settings.tokens.lifetime')}>
              <select
                id={ids.lifetime}
                className={selectClass}
                value={lifetime}
                onChange={(event) => setLifetime(event.target.value as (typeof LIFETIMES)[number])}
              >
                {LIFETIMES.map((value) => (
                  <option key={value} value={value}>
                    {value === 'never'
                      ? t('settings.tokens.never')
                      : t('settings.tokens.days', { count: Number(value) })}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={outlineSmall} onClick={() => setOpen(false)}>
              {t('settings.cancel')}
            </button>
            <button type="submit" className={primarySmall} disabled={creating}>
              {t('settings.tokens.createSubmit')}
            </button>
          </div>
        </form>
      )}
      {tokens.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.tokens.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {tokens.map((token) => {
            const { text, expired } = expiry(token);
            return (
              <li key={token.id} className="flex flex-wrap items-center gap-3 py-4 first:pt-0 last:pb-0">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                    {token.name}
                    <StatusBadge tone={token.scope === 'progress' ? 'warning' : 'neutral'}>
                      {t(`settings.tokens.scopes.${token.scope}`)}
                    </StatusBadge>
                    {expired && <StatusBadge tone="warning">{t('settings.tokens.expired')}</StatusBadge>}
                  </p>
                  <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                    <code className="font-mono">{token.prefix}…</code> · {text} ·{' '}
                    {token.lastUsedAt
                      ? t('settings.tokens.lastUsed', { date: formatMoment(token.lastUsedAt, locale) })
                      : t('settings.tokens.neverUsed')}
                  </p>
                </div>
                <button
                  type="button"
                  className={dangerSmall}
                  onClick={() => setRevoking(token)}
                  aria-label={t('settings.tokens.revokeNamed', { name: token.name })}
                >
                  {t('settings.tokens.revoke')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={!!revoking_}
        onOpenChange={(next) => !next && setRevoking(null)}
        title={t('settings.tokens.revokeTitle', { name: revoking_?.name ?? '' })}
        description={t('settings.tokens.revokeText')}
        confirmLabel={t('settings.tokens.revoke')}
        cancelLabel={t('settings.cancel')}
        onConfirm={() => void confirmRevoke()}
        pending={revoking}
        tone="danger"
      />
    </SettingsCard>
  );
}
