// /plans, /companies and /fields: one listing pattern over three static lists.
import { COMPANIES, FIELDS, PLANS } from '../../data/listings';
import { ListingPage } from './ListingPage';

export const PlansPage = () => <ListingPage kind="plans" entries={PLANS} />;
export const CompaniesPage = () => <ListingPage kind="companies" entries={COMPANIES} />;
export const FieldsPage = () => <ListingPage kind="fields" entries={FIELDS} />;
