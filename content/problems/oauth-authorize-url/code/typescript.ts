/** The authorization URL (response_type=code, client_id, redirect_uri, scope, state, PKCE S256). */
function buildAuthorizeUrl(options: {
  authorizeEndpoint: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state: string;
  codeChallenge: string;
}): string {
  // TODO: implement
  throw new Error('Not implemented');
}

/** The code from the provider's redirect, after checking the state; throws otherwise. */
function parseCallback(url: string, expectedState: string): { code: string } {
  // TODO: implement
  throw new Error('Not implemented');
}
