// /plans, /companies and /fields: one listing pattern over three static lists; /plans begins
// with the learner's own plan.
import { COMPANIES, FIELDS, PLANS } from '../../data/listings';
import { useTranslation } from 'react-i18next';
import '../../i18n/namespaces/plans';
import { MyPlan } from '../../plans/MyPlan';
import { ListingPage } from './ListingPage';

export function PlansPage() {
  const { t } = useTranslation('plans');
  return (
    <ListingPage kind="plans" entries={PLANS} cardsHeading={t('readyMade')}>
      <MyPlan />
    </ListingPage>
  );
}
export const CompaniesPage = () => <ListingPage kind="companies" entries={COMPANIES} />;
export const FieldsPage = () => <ListingPage kind="fields" entries={FIELDS} />;
