// `/contact-us`: three ways to reach us and the form (name, email, message), POSTed as JSON
// to /api/contact. States: idle, submitting, success (message; the form resets after 3 s)
// and error (a red banner with the server's message or the fallback).
import '../../i18n/namespaces/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, Clock, Mail, MessageCircle, Bug, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHeader } from '../../components/PageHeader';
import { primaryButton } from '../../components/buttonStyles';
import { CONTACT_RESET_MS } from '../../config/site';
import { useSiteSettings } from '../../site/useSiteSettings';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';
import { postEnvelope } from '../../lib/envelope';
import { type ContactValues, contactSchema } from './contactForm';

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500';
const okBorder =
  'border-slate-300 focus-visible:border-indigo-500 focus-visible:outline-indigo-500/40 dark:border-slate-700';
const badBorder = 'border-red-500 focus-visible:outline-red-500/40 dark:border-red-400';

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

function ContactCard({
  icon,
  title,
  text,
  placeholder = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  /** kept invisible: holds the card's room while the site settings load */
  placeholder?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      aria-hidden={placeholder || undefined}
      className={`flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${placeholder ? 'invisible' : ''}`}
    >
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
        {icon}
      </span>
      <h2 className="mt-4 font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
      <div className="mt-3 text-sm font-semibold">{children}</div>
    </li>
  );
}

export function ContactPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  usePageMeta(tc('meta.contact.title'), tc('meta.contact.description'));
  const ids = { name: useId(), email: useId(), message: useId() };
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  // Rebuilt when the language changes (react-i18next gives a new `t` then), so the messages follow it.
  const schema = useMemo(() => contactSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<ContactValues>({ resolver: zodResolver(schema), defaultValues: { name: '', email: '', message: '' } });

  // Messages follow a language switch.
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [schema, isSubmitted, trigger]);

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => {
      reset();
      setStatus({ kind: 'idle' });
    }, CONTACT_RESET_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setStatus({ kind: 'submitting' });
    const result = await postEnvelope('/api/contact', values);
    setStatus(result.ok ? { kind: 'success' } : { kind: 'error', message: result.message || t('contact.failed') });
  });

  const { settings, links, loading } = useSiteSettings();
  const email = settings?.contactEmail;
  const linkClass =
    'inline-flex items-center gap-1 rounded text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300';
  const described = (id: string, error?: unknown) => (error ? `${id}-error` : undefined);

  return (
    <PageContainer>
      <PageHeader eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={t('contact.intro')} />

      <ul className="mt-10 grid min-h-40 gap-4 md:grid-cols-3">
        {email && (
          <ContactCard
            icon={<Mail aria-hidden="true" className="size-5" />}
            title={t('contact.email.title')}
            text={t('contact.email.text')}
          >
            <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
              {email}
            </a>
          </ContactCard>
        )}
        {/* the repository's two cards keep their room while the settings load (a phone stacks
            them: the form below would jump by their height when they arrive) */}
        {(links || (loading && !settings)) && (
          <>
            <ContactCard
              icon={<Bug aria-hidden="true" className="size-5" />}
              title={t('contact.issues.title')}
              text={t('contact.issues.text')}
              placeholder={!links}
            >
              {links ? (
                <ExternalLink href={links.issues} className={linkClass}>
                  {t('contact.issues.action')}
                </ExternalLink>
              ) : (
                t('contact.issues.action')
              )}
            </ContactCard>
            <ContactCard
              icon={<MessageCircle aria-hidden="true" className="size-5" />}
              title={t('contact.discussions.title')}
              text={t('contact.discussions.text')}
              placeholder={!links}
            >
              {links ? (
                <ExternalLink href={links.discussions} className={linkClass}>
                  {t('contact.discussions.action')}
                </ExternalLink>
              ) : (
                t('contact.discussions.action')
              )}
            </ContactCard>
          </>
        )}
      </ul>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {t('contact.help')}
      </p>

      <section
        aria-labelledby="contact-form-title"
        className="mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="contact-form-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {t('contact.formTitle')}
        </h2>

        {status.kind === 'error' && (
          <div
            role="alert"
            className="mt-5 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {status.message}
          </div>
        )}
        {status.kind === 'success' && (
          <div
            role="status"
            className="mt-5 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('contact.success')}
          </div>
        )}

        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={ids.name} label={t('contact.name')} error={errors.name?.message}>
              <input
                id={ids.name}
                type="text"
                autoComplete="name"
                placeholder={t('contact.namePlaceholder')}
                aria-invalid={!!errors.name}
                aria-describedby={described(ids.name, errors.name)}
                className={`${inputClass} ${errors.name ? badBorder : okBorder}`}
                {...register('name')}
              />
            </Field>
            <Field id={ids.email} label={t('contact.emailLabel')} error={errors.email?.message}>
              <input
                id={ids.email}
                type="email"
                autoComplete="email"
                placeholder={t('contact.emailPlaceholder')}
                aria-invalid={!!errors.email}
                aria-describedby={described(ids.email, errors.email)}
                className={`${inputClass} ${errors.email ? badBorder : okBorder}`}
                {...register('email')}
              />
            </Field>
          </div>
          <Field id={ids.message} label={t('contact.message')} error={errors.message?.message}>
            <textarea
              id={ids.message}
              rows={6}
              placeholder={t('contact.messagePlaceholder')}
              aria-invalid={!!errors.message}
              aria-describedby={described(ids.message, errors.message)}
              className={`${inputClass} resize-y ${errors.message ? badBorder : okBorder}`}
              {...register('message')}
            />
          </Field>
          <button type="submit" className={`${primaryButton} h-11 px-6`} disabled={status.kind === 'submitting'}>
            {status.kind === 'submitting' && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {status.kind === 'submitting' ? t('contact.submitting') : t('contact.submit')}
          </button>
        </form>
      </section>
    </PageContainer>
  );
}
