// What the platform offers (six features) and the workbench's three strengths.
import {
  ChartLine,
  CodeXml,
  FlaskConical,
  HeartHandshake,
  Languages,
  Library,
  type LucideIcon,
  MessagesSquare,
  MonitorPlay,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Section } from './Section';

const FEATURES: [
  key: 'mockInterview' | 'questionBank' | 'progress' | 'bilingual' | 'openSource' | 'community',
  icon: LucideIcon,
][] = [
  ['mockInterview', Users],
  ['questionBank', Library],
  ['progress', ChartLine],
  ['bilingual', Languages],
  ['openSource', HeartHandshake],
  ['community', MessagesSquare],
];

export function Features() {
  const { t } = useTranslation('landing');
  return (
    <Section
      id="features"
      eyebrow={t('features.eyebrow')}
      title={t('features.title')}
      subtitle={t('features.subtitle')}
      tinted
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(([key, Icon]) => (
          <li
            key={key}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
              {key === 'mockInterview' ? (
                // the one feature with a page of its own: open a room from here
                <Link to={paths.interviews} className="hover:text-indigo-600 dark:hover:text-indigo-300">
                  {t(`features.${key}.title`)}
                </Link>
              ) : (
                t(`features.${key}.title`)
              )}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              {t(`features.${key}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const IDE: [key: 'editor' | 'preview' | 'tests', icon: LucideIcon, tone: string][] = [
  ['editor', CodeXml, 'from-indigo-500 to-violet-500'],
  ['preview', MonitorPlay, 'from-sky-500 to-cyan-500'],
  ['tests', FlaskConical, 'from-emerald-500 to-teal-500'],
];

export function IdeFeatures() {
  const { t } = useTranslation('landing');
  return (
    <Section id="ide" eyebrow={t('ide.eyebrow')} title={t('ide.title')} subtitle={t('ide.subtitle')}>
      <ul className="grid gap-8 md:grid-cols-3">
        {IDE.map(([key, Icon, tone]) => (
          <li key={key} className="text-center">
            <span
              className={`mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-lg ${tone}`}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{t(`ide.${key}.title`)}</h3>
            <p className="mx-auto mt-2 max-w-xs text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              {t(`ide.${key}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
