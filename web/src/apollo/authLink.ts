// THE seam for authentication, between the locale link and the HTTP link:
//   - adds `Authorization: Bearer <access token>` from the token store (read per request);
//   - a request that starts while a refresh is in flight waits for it (queued), then goes
//     out with the new token;
//   - on a 401 / UNAUTHENTICATED answer to a first attempt it refreshes the tokens once
//     (one refresh shared by every concurrent request, and across tabs) and retries with the
//     new token; a second 401 is passed through;
//   - when there is no refresh token or the refresh is refused, the session ends: tokens
//     cleared, current path saved, /login (see ../auth/session.ts handleAuthFailure).
//
// Context flags: `skipAuth` (no header, no refresh: sign-in, register, password reset…, whose
// answers must not depend on a stale token) and `silentAuthFailure` (the start-up check: a
// failed refresh clears the session without leaving the page).
import { ApolloLink } from '@apollo/client/link';
import { type Observable, catchError, from, mergeMap, of, throwError } from 'rxjs';
import { hasUnauthenticated, isUnauthenticatedError } from '../auth/apiError';
import type { RefreshCoordinator } from '../auth/refreshCoordinator';
import { getAccessToken, handleAuthFailure, refreshCoordinator } from '../auth/session';

declare module '@apollo/client' {
  interface DefaultContext {
    /** send without the bearer token and never refresh (public operations) */
    skipAuth?: boolean;
    /** a failed refresh clears the session but does not go to /login */
    silentAuthFailure?: boolean;
  }
}

export interface AuthLinkOptions {
  getAccessToken(): string | null;
  coordinator: RefreshCoordinator;
  /** the session ended; `usedToken` is the token the failed request carried */
  onAuthFailure(options: { silent: boolean; usedToken: string | null }): void;
}

/** A 401 that came back as a GraphQL result (application/graphql-response+json). */
class UnauthenticatedResult extends Error {
  constructor(readonly result: ApolloLink.Result) {
    super('UNAUTHENTICATED');
  }
}

function withBearer(headers: Record<string, string> | undefined, token: string | null): Record<string, string> {
  const next = { ...headers };
  delete next.authorization;
  delete next.Authorization;
  if (token) next.authorization = `Bearer ${token}`;
  return next;
}

export function createAuthLink(
  options: AuthLinkOptions = {
    getAccessToken,
    coordinator: refreshCoordinator,
    onAuthFailure: handleAuthFailure,
  },
): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const context = operation.getContext();
    if (context.skipAuth) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: withBearer(headers, null),
      }));
      return forward(operation);
    }
    const silent = !!context.silentAuthFailure;
    let usedToken: string | null = null;

    const send = (): Observable<ApolloLink.Result> =>
      from(options.coordinator.ready()).pipe(
        mergeMap(() => {
          usedToken = options.getAccessToken();
          operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
            headers: withBearer(headers, usedToken),
          }));
          return forward(operation);
        }),
      );

    return send().pipe(
      mergeMap((result) =>
        hasUnauthenticated(result.errors) ? throwError(() => new UnauthenticatedResult(result)) : of(result),
      ),
      catchError((error: unknown) => {
        const unauthenticatedResult = error instanceof UnauthenticatedResult ? error.result : null;
        if (!unauthenticatedResult && !isUnauthenticatedError(error)) return throwError(() => error);
        const passThrough = () => (unauthenticatedResult ? of(unauthenticatedResult) : throwError(() => error));
        return from(options.coordinator.refreshAfter(usedToken)).pipe(
          mergeMap((outcome) => {
            if (outcome === 'refreshed') return send(); // the one retry: its answer passes as is
            if (outcome === 'failed') options.onAuthFailure({ silent, usedToken });
            return passThrough();
          }),
        );
      }),
    );
  });
}
