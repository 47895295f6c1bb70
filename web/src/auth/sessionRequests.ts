// The session's direct requests (no Apollo): refresh and logout must not carry the (expired)
// bearer token. A proxy or server in trouble, or no answer at all, says nothing about the
// token (RefreshUnreachableError): the session is kept.
import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import { REQUEST_TIMEOUT_MS } from '../config/site';
import { ExchangeSignInCodeDocument, LogoutDocument, RefreshTokensDocument } from '../gql/graphql';
import { RefreshUnreachableError, type TokenPair } from './refreshCoordinator';

export const GRAPHQL_PATH = '/graphql';

async function postGraphQL<T>(document: DocumentNode, variables: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: print(document), variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RefreshUnreachableError(error);
  }
  // A proxy or server in trouble says nothing about the token.
  if (response.status >= 500) throw new RefreshUnreachableError();
  let body: { data?: T | null; errors?: { message?: string }[] };
  try {
    body = (await response.json()) as typeof body;
  } catch (error) {
    throw new RefreshUnreachableError(error);
  }
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

export async function refreshRequest(refreshToken: string): Promise<TokenPair> {
  const data = await postGraphQL<{ refreshTokens: { access: { token: string }; refresh: { token: string } } }>(
    RefreshTokensDocument,
    { refreshToken },
  );
  return { accessToken: data.refreshTokens.access.token, refreshToken: data.refreshTokens.refresh.token };
}

export async function logoutRequest(refreshToken: string): Promise<void> {
  await postGraphQL(LogoutDocument, { refreshToken });
}

/** the tokens for the one-time code a GitHub sign-in landed with (single use, one minute) */
export async function exchangeSignInCodeRequest(code: string): Promise<TokenPair> {
  const data = await postGraphQL<{
    exchangeSignInCode: { tokens: { access: { token: string }; refresh: { token: string } } | null };
  }>(ExchangeSignInCodeDocument, { code });
  const tokens = data.exchangeSignInCode.tokens;
  if (!tokens) throw new Error('No tokens');
  return { accessToken: tokens.access.token, refreshToken: tokens.refresh.token };
}
