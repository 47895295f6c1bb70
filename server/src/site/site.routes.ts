// REST path of the site settings.
import { defineRoutes } from '../rest/route-table';

export const siteRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/site',
    operation: `query SiteSettings { siteSettings {
      repositoryUrl contactEmail donationChannels { kind url }
      donations { name amount currency date note } testimonials { quote name role }
      author { quote name title bio } comingSoonAt rating { average count }
    } }`,
    variables: () => ({}),
    data: (r) => r.siteSettings,
  },
]);
