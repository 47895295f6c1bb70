// English catalogue. It is the reference shape: zhCN.ts must have exactly these keys
// (enforced by its type), and i18next's types check every t('…') key against it.
const en = {
  app: {
    name: 'Frontend Forge',
    tagline: 'Free, open-source front-end interview prep',
  },
  nav: {
    home: 'Home',
    skipToContent: 'Skip to content',
    primary: 'Primary',
    breadcrumb: 'Breadcrumb',
  },
  language: {
    label: 'Language',
    en: 'English',
    zhCN: '简体中文',
  },
  theme: {
    toLight: 'Switch to light theme',
    toDark: 'Switch to dark theme',
  },
  footer: {
    copyright: '© {{year}} {{name}}',
    openSource: 'Free and open source under the MIT license.',
  },
  home: {
    documentTitle: 'Front-end interview prep',
    heroEyebrow: 'Free · Open source · No paywall',
    heroTitle: 'Get ready for your front-end interview',
    heroPromise: 'Curated problem books, hands-on coding in the browser and progress you can see, free forever.',
    booksHeading: 'Problem books',
    booksCount_one: '{{count}} book',
    booksCount_other: '{{count}} books',
    loadMore: 'Load more books',
    loadingMore: 'Loading…',
    loadingBooks: 'Loading books',
    empty: 'No books yet. Check back soon.',
    problemCount_one: '{{count}} problem',
    problemCount_other: '{{count}} problems',
    openBook: 'Open book',
  },
  book: {
    documentTitle: 'Book',
    books: 'Books',
    loadingBook: 'Loading book',
    features: 'What this book covers',
    progressTitle: 'Your progress',
    progressSummary: '{{completed}} of {{total}} completed',
    progressLabel: 'Book progress',
    problemsHeading: 'Problems',
    problemsEmpty: 'This book has no problems yet.',
    minutes_one: '{{count}} min',
    minutes_other: '{{count}} min',
    tags: 'Tags',
  },
  problem: {
    documentTitle: 'Problem',
    loadingProblem: 'Loading problem',
    backToBook: 'Back to the book',
    statement: 'Problem statement',
    noStatement: 'This problem has no statement yet.',
    workbenchSoon:
      'The interactive workbench (editor, tests and preview) is on its way. For now, here is the statement as plain text.',
    category: {
      Article: 'Article',
      Knowledge: 'Knowledge',
      JSFunction: 'JS function',
      UICoding: 'UI coding',
    },
    difficulty: {
      Easy: 'Easy',
      Medium: 'Medium',
      Hard: 'Hard',
    },
    status: {
      RESOLVED: 'Solved',
      PENDING: 'Attempted',
      UNRESOLVED: 'Not started',
    },
  },
  notFound: {
    documentTitle: 'Page not found',
    code: '404',
    title: 'Page not found',
    message: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go home',
  },
  error: {
    title: 'Something went wrong',
    retry: 'Try again',
    unknown: 'Unknown error',
  },
};

export type Catalogue = typeof en;
export default en;
