// /terms-of-service (seven sections), /privacy-policy (eight sections) and /guideline
// (six cards and a link to the terms).
import '../../i18n/namespaces/legal';
import { Flag, HandHeart, Lightbulb, type LucideIcon, MessageSquareHeart, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { usePageMeta } from '../../i18n/usePageMeta';
import { PageContainer } from '../../layout/PageContainer';

const TERMS_SECTIONS = [
  'community',
  'license',
  'conduct',
  'responsibility',
  'disclaimer',
  'termination',
  'changes',
] as const;
const PRIVACY_SECTIONS = [
  'introduction',
  'dataCollected',
  'use',
  'sharing',
  'cookies',
  'rights',
  'changes',
  'contact',
] as const;

function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: { id: string; title: string; body: string }[];
}) {
  const { t } = useTranslation('legal');
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={title} intro={intro}>
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('lastUpdated', { date: updated })}</p>
      </PageHeader>
      <nav
        aria-label={t('onThisPage')}
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('onThisPage')}</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900 dark:text-white">
              {section.title}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{section.body}</p>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}

export function TermsPage() {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation();
  usePageMeta(tc('meta.terms.title'), tc('meta.terms.description'));
  return (
    <LegalDocument
      title={t('terms.title')}
      updated={t('terms.updated')}
      intro={t('terms.intro')}
      sections={TERMS_SECTIONS.map((id) => ({ id, title: t(`terms.${id}.title`), body: t(`terms.${id}.body`) }))}
    />
  );
}

export function PrivacyPage() {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation();
  usePageMeta(tc('meta.privacy.title'), tc('meta.privacy.description'));
  return (
    <LegalDocument
      title={t('privacy.title')}
      updated={t('privacy.updated')}
      intro={t('privacy.intro')}
      sections={PRIVACY_SECTIONS.map((id) => ({ id, title: t(`privacy.${id}.title`), body: t(`privacy.${id}.body`) }))}
    />
  );
}

const GUIDELINE_CARDS: [
  id: 'respect' | 'constructive' | 'safe' | 'sharing' | 'originality' | 'reporting',
  icon: LucideIcon,
][] = [
  ['respect', HandHeart],
  ['constructive', Lightbulb],
  ['safe', ShieldCheck],
  ['sharing', MessageSquareHeart],
  ['originality', Sparkles],
  ['reporting', Flag],
];

export function GuidelinePage() {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation();
  usePageMeta(tc('meta.guideline.title'), tc('meta.guideline.description'));
  return (
    <PageContainer>
      <PageHeader title={t('guideline.title')} intro={t('guideline.intro')} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {GUIDELINE_CARDS.map(([id, Icon]) => (
          <li
            key={id}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t(`guideline.${id}.title`)}</h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              {t(`guideline.${id}.body`)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <Link
          to={paths.terms}
          className="rounded font-semibold text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
        >
          {t('guideline.termsLink')} →
        </Link>
      </p>
    </PageContainer>
  );
}
