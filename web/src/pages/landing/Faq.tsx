// Frequently asked questions: one item open at a time, the first open at start.
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from './Section';

export const FAQ_KEYS = ['free', 'who', 'account', 'languages', 'contribute'] as const;

export function Faq() {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState<string | null>(FAQ_KEYS[0]);
  return (
    <Section id="faq" eyebrow={t('faq.eyebrow')} title={t('faq.title')}>
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {FAQ_KEYS.map((key) => {
          const expanded = open === key;
          return (
            <div key={key}>
              <h3>
                <button
                  type="button"
                  id={`faq-${key}-button`}
                  aria-expanded={expanded}
                  aria-controls={`faq-${key}-panel`}
                  onClick={() => setOpen(expanded ? null : key)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 sm:px-6 dark:text-white dark:hover:bg-slate-800/60"
                >
                  {t(`faq.${key}.q`)}
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-5 shrink-0 text-slate-400 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={`faq-${key}-panel`}
                role="region"
                aria-labelledby={`faq-${key}-button`}
                hidden={!expanded}
                className="px-5 pb-5 text-sm leading-relaxed text-slate-600 sm:px-6 dark:text-slate-400"
              >
                {t(`faq.${key}.a`)}
              </div>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
