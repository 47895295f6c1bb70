// Every page's path, in one list: links use these, and the route table (./routes.tsx) is
// built from it (a page per entry; a missing one fails to compile). Patterns with `:param`
// are filled by the URL builders below.
export const homePath = () => '/';
export const notFoundPath = () => '/404';
export const bookPath = (bookLink: string) => `/book/${encodeURIComponent(bookLink)}`;
export const problemPath = (bookLink: string, problemLink: string) =>
  `${bookPath(bookLink)}/problem/${encodeURIComponent(problemLink)}`;
export const interviewPath = (code: string) => `/interview/${encodeURIComponent(code)}`;
export const interviewTemplatePath = (id: string) => `/interview/templates/${encodeURIComponent(id)}`;
export const sharedInterviewTemplatePath = (token: string) =>
  `/interview/templates/shared/${encodeURIComponent(token)}`;
export const interviewReportPath = (code: string) => `/interview/${encodeURIComponent(code)}/report`;
export const sharedInterviewReportPath = (token: string) => `/interview-reports/${encodeURIComponent(token)}`;
/** a shared solution's public page (server/src/solutions/share: the server gives it its preview tags) */
export const sharedSolutionPath = (token: string) => `/solutions/${encodeURIComponent(token)}`;
export const standaloneProblemPath = (problemLink: string) => `/problem/${encodeURIComponent(problemLink)}`;

export const paths = {
  home: '/',
  guide: '/guide',
  plans: '/plans',
  companies: '/companies',
  fields: '/fields',
  book: '/book/:bookId',
  bookProblem: '/book/:bookId/problem/:problemId',
  problem: '/problem/:problemId',
  dashboard: '/dashboard',
  review: '/review',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authCallback: '/auth/callback',
  userSetting: '/user-setting',
  adminTag: '/admin/tag',
  adminCompany: '/admin/company',
  donate: '/donate',
  contribute: '/contribute',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  changelog: '/changelog',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  guideline: '/guideline',
  status: '/status',
  apiDocs: '/api-docs',
  interviews: '/interview',
  interviewRoom: '/interview/:code',
  interviewTemplates: '/interview/templates',
  interviewTemplateNew: '/interview/templates/new',
  interviewTemplate: '/interview/templates/:templateId',
  interviewTemplateShared: '/interview/templates/shared/:token',
  interviewReport: '/interview/:code/report',
  interviewReportShared: '/interview-reports/:token',
  sharedSolution: '/solutions/:token',
  comingSoon: '/coming-soon',
  notFound: '/404',
} as const;

/** A page of the app: a key of `paths`. */
export type PageName = keyof typeof paths;
