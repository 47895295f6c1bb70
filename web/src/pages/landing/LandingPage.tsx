// `/`: hero, features, the workbench, the book catalogue, testimonials, FAQ, the author's
// word, a call to action and the contact section (the footer is the shell's).
import '../../i18n/namespaces/landing';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../i18n/usePageMeta';
import { BookCatalogue } from './BookCatalogue';
import { AuthorQuote, CallToAction, ContactSection } from './ClosingSections';
import { Faq } from './Faq';
import { Features, IdeFeatures } from './Features';
import { Hero } from './Hero';
import { Testimonials } from './Testimonials';

export function LandingPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.landing.title'), t('meta.landing.description'));
  return (
    <>
      <Hero />
      <Features />
      <IdeFeatures />
      <BookCatalogue />
      <Testimonials />
      <Faq />
      <AuthorQuote />
      <CallToAction />
      <ContactSection />
    </>
  );
}
