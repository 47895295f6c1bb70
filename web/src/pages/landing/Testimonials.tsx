// What candidates said, as the operator published it (content/site.yaml on the server); with
// none configured the section is left out.
import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../site/useSiteSettings';
import { Section } from './Section';

export function Testimonials() {
  const { t } = useTranslation('landing');
  const testimonials = useSiteSettings().settings?.testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <Section id="testimonials" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} tinted>
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.map((testimonial, index) => (
          <li key={index}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <Quote aria-hidden="true" className="size-6 text-indigo-300 dark:text-indigo-400/70" />
              <blockquote className="mt-3 flex-1 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-sky-500 text-sm font-bold text-white"
                >
                  {[...testimonial.name][0]}
                </span>
                <span>
                  <span className="block text-sm font-semibold text-slate-900 dark:text-white">{testimonial.name}</span>
                  {testimonial.role && (
                    <span className="block text-xs text-slate-500 dark:text-slate-400">{testimonial.role}</span>
                  )}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
