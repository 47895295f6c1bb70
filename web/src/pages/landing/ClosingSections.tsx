// The end of the landing page: the maintainer's word (when the operator configured one), the call
// to action and how to reach us (the address and discussions only where configured).
import { ArrowRight, Mail, MessageCircle, Quote, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ExternalLink } from '../../components/ExternalLink';
import { useSession } from '../../auth/useSession';
import { useSiteSettings } from '../../site/useSiteSettings';

/** the initials of a name, for its badge */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0]!.toUpperCase())
    .join('');

export function AuthorQuote() {
  const { t } = useTranslation('landing');
  const author = useSiteSettings().settings?.author;
  if (!author) return null;
  return (
    <section aria-labelledby="author-title" className="border-t border-slate-200/70 dark:border-slate-800/70">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2
          id="author-title"
          className="text-center text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300"
        >
          {t('author.eyebrow')}
        </h2>
        <figure className="mt-6">
          <Quote aria-hidden="true" className="mx-auto size-8 text-indigo-300 dark:text-indigo-400/70" />
          <blockquote className="mt-4 text-center text-xl leading-relaxed font-medium text-balance text-slate-900 sm:text-2xl dark:text-white">
            <p>“{author.quote}”</p>
          </blockquote>
          <figcaption className="mx-auto mt-8 flex max-w-2xl flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
            <span
              aria-hidden="true"
              className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-sky-500 text-xl font-bold text-white shadow-lg"
            >
              {initials(author.name)}
            </span>
            <span>
              <span className="block font-semibold text-slate-900 dark:text-white">{author.name}</span>
              {author.title && (
                <span className="block text-sm text-indigo-600 dark:text-indigo-300">{author.title}</span>
              )}
              {author.bio && (
                <span className="mt-2 block text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                  {author.bio}
                </span>
              )}
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

export function CallToAction() {
  const { t } = useTranslation('landing');
  const { signedIn } = useSession();
  return (
    <section aria-labelledby="cta-title" className="px-4 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-sky-600 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
        <h2 id="cta-title" className="text-2xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base text-indigo-50 sm:text-lg">{t('cta.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={signedIn ? paths.dashboard : paths.guide}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('cta.button')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link
            to={paths.plans}
            className="inline-flex h-11 items-center justify-center rounded-lg px-6 text-base font-semibold text-white ring-1 ring-white/60 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('cta.secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}

const CARD_COLUMNS = ['', 'md:grid-cols-1 max-w-sm', 'md:grid-cols-2 max-w-2xl', 'md:grid-cols-3 max-w-4xl'];

export function ContactSection() {
  const { t } = useTranslation('landing');
  const { settings, links } = useSiteSettings();
  const email = settings?.contactEmail;
  const cards = 1 + (email ? 1 : 0) + (links ? 1 : 0);
  const card =
    'flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-left font-semibold text-slate-900 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:text-white dark:hover:border-indigo-500/50';
  const icon =
    'inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300';
  return (
    <section aria-labelledby="contact-title">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-300">
            {t('contact.eyebrow')}
          </p>
          <h2
            id="contact-title"
            className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {t('contact.title')}
          </h2>
          <p className="mt-4 text-slate-600 dark:text-slate-300">{t('contact.text')}</p>
        </div>
        <ul className={`mx-auto mt-10 grid gap-4 ${CARD_COLUMNS[cards]}`}>
          {email && (
            <li>
              <a href={`mailto:${email}`} className={card}>
                <span className={icon}>
                  <Mail aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block">{t('contact.email')}</span>
                  <span className="block truncate text-sm font-normal text-slate-500 dark:text-slate-400">{email}</span>
                </span>
              </a>
            </li>
          )}
          {links && (
            <li>
              <ExternalLink href={links.discussions} className={card} icon={false}>
                <span className={icon}>
                  <MessageCircle aria-hidden="true" className="size-5" />
                </span>
                {t('contact.discussions')}
              </ExternalLink>
            </li>
          )}
          <li>
            <Link to={paths.contactUs} className={card}>
              <span className={icon}>
                <Send aria-hidden="true" className="size-5" />
              </span>
              {t('contact.form')}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
