// Types every t('…') key against the English catalogues, so a typo fails the typecheck
// instead of showing a raw key to a visitor. Page namespaces are typed here too; their
// texts arrive with the page's chunk (see registerNamespace.ts).
import 'i18next';
import type { Catalogue } from './locales/en';
import type { AccountCatalogue } from './namespaces/account';
import type { AccountMenuCatalogue } from './namespaces/accountMenu';
import type { CommunityCatalogue } from './namespaces/community';
import type { GuideCatalogue } from './namespaces/guide';
import type { LandingCatalogue } from './namespaces/landing';
import type { LegalCatalogue } from './namespaces/legal';
import type { ListingsCatalogue } from './namespaces/listings';
import type { PagesCatalogue } from './namespaces/pages';
import type { DashboardCatalogue } from './namespaces/dashboard';
import type { AdminCatalogue } from './namespaces/admin';
import type { ApiDocsCatalogue } from './namespaces/apiDocs';
import type { BookFiltersCatalogue } from './namespaces/bookFilters';
import type { BookActionsCatalogue } from './namespaces/bookActions';
import type { WorkbenchCatalogue } from './namespaces/workbench';
import type { InterviewCatalogue } from './namespaces/interview';
import type { InterviewTemplatesCatalogue } from './namespaces/interviewTemplates';
import type { InterviewReportCatalogue } from './namespaces/interviewReport';
import type { RatingCatalogue } from './namespaces/rating';
import type { SharedSolutionCatalogue } from './namespaces/sharedSolution';
import type { ReviewCatalogue } from './namespaces/review';
import type { PlansCatalogue } from './namespaces/plans';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Catalogue;
      landing: LandingCatalogue;
      guide: GuideCatalogue;
      listings: ListingsCatalogue;
      legal: LegalCatalogue;
      community: CommunityCatalogue;
      pages: PagesCatalogue;
      account: AccountCatalogue;
      accountMenu: AccountMenuCatalogue;
      dashboard: DashboardCatalogue;
      admin: AdminCatalogue;
      bookFilters: BookFiltersCatalogue;
      bookActions: BookActionsCatalogue;
      workbench: WorkbenchCatalogue;
      apiDocs: ApiDocsCatalogue;
      interview: InterviewCatalogue;
      interviewTemplates: InterviewTemplatesCatalogue;
      interviewReport: InterviewReportCatalogue;
      sharedSolution: SharedSolutionCatalogue;
      review: ReviewCatalogue;
      plans: PlansCatalogue;
      rating: RatingCatalogue;
    };
  }
}
