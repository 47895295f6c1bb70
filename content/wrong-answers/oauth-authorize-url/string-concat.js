// Wrong: builds the URL by concatenation (nothing encoded) and never checks the state.
function buildAuthorizeUrl({ authorizeEndpoint, clientId, redirectUri, scopes, state, codeChallenge }) {
  return `${authorizeEndpoint}?response_type=code&client_id=${clientId}&redirect_uri=${redirectUri}&scope=${scopes.join(' ')}&state=${state}&code_challenge=${codeChallenge}&code_challenge_method=S256`;
}
function parseCallback(url) {
  const params = new URL(url).searchParams;
  if (params.get('error')) throw new Error(`Authorization failed: ${params.get('error')}`);
  return { code: params.get('code') };
}
