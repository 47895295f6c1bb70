// URL builders and fixed paths, so links and routes agree on one spelling.
export const homePath = () => '/';
export const notFoundPath = () => '/404';
export const bookPath = (bookLink: string) => `/book/${encodeURIComponent(bookLink)}`;
export const problemPath = (bookLink: string, problemLink: string) =>
  `${bookPath(bookLink)}/problem/${encodeURIComponent(problemLink)}`;
export const standaloneProblemPath = (problemLink: string) => `/problem/${encodeURIComponent(problemLink)}`;

export const paths = {
  home: '/',
  guide: '/guide',
  dashboard: '/dashboard',
  login: '/login',
  userSetting: '/user-setting',
  adminTag: '/admin/tag',
  adminCompany: '/admin/company',
  plans: '/plans',
  companies: '/companies',
  fields: '/fields',
  donate: '/donate',
  contribute: '/contribute',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  changelog: '/changelog',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  guideline: '/guideline',
  status: '/status',
  comingSoon: '/coming-soon',
  notFound: '/404',
} as const;
