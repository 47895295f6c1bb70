// URL builders, so links and routes agree on one spelling.
export const homePath = () => '/';
export const notFoundPath = () => '/404';
export const bookPath = (bookLink: string) => `/book/${encodeURIComponent(bookLink)}`;
export const problemPath = (bookLink: string, problemLink: string) =>
  `${bookPath(bookLink)}/problem/${encodeURIComponent(problemLink)}`;
