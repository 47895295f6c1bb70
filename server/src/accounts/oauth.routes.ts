// REST rows of provider sign-in: GET /api/auth/<provider>, …/callback and …/bind are redirects
// the browser follows, so each row has a handler calling the OAuth service instead of a GraphQL
// operation (the one exception to "REST = GraphQL adapter").
import { defineHandlerRoutes } from '../rest/route-table';
import type { OAuth, OAuthStep } from './oauth';

const STEPS: [suffix: string, step: OAuthStep][] = [
  ['', 'start'],
  ['/callback', 'callback'],
  ['/bind', 'bind'],
];

export function oauthRoutes(oauth: OAuth) {
  return defineHandlerRoutes(
    oauth.providerNames().flatMap((provider) =>
      STEPS.map(([suffix, step]) => ({
        method: 'GET' as const,
        path: `/api/auth/${provider}${suffix}`,
        handle: (request: Request, url: URL) => oauth.redirect(provider, step, request, url),
      })),
    ),
  );
}
