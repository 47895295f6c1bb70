// Wrong: encodes correctly, but reports the provider's error before checking the state, and a
// missing state passes when none was expected.
function buildAuthorizeUrl({ authorizeEndpoint, clientId, redirectUri, scopes, state, codeChallenge }) {
  const url = new URL(authorizeEndpoint);
  const p = url.searchParams;
  p.append('response_type', 'code');
  p.append('client_id', clientId);
  p.append('redirect_uri', redirectUri);
  if (scopes.length) p.append('scope', scopes.join(' '));
  p.append('state', state);
  p.append('code_challenge', codeChallenge);
  p.append('code_challenge_method', 'S256');
  return url.toString();
}
function parseCallback(url, expectedState) {
  const params = new URL(url).searchParams;
  const error = params.get('error');
  if (error) throw new Error(`Authorization failed: ${error}`);
  if ((params.get('state') || '') !== (expectedState || '')) throw new Error('State mismatch');
  const code = params.get('code');
  if (!code) throw new Error('Missing code');
  return { code };
}
