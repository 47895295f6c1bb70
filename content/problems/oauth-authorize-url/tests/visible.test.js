const base = {
  authorizeEndpoint: 'https://github.com/login/oauth/authorize',
  clientId: 'abc',
  redirectUri: 'https://app.example/callback',
  scopes: ['read:user', 'user:email'],
  state: 's1',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
};

describe('oauth helpers', () => {
  test('builds the authorization URL in order', () => {
    expect(buildAuthorizeUrl(base)).toBe(
      'https://github.com/login/oauth/authorize?response_type=code&client_id=abc&redirect_uri=https%3A%2F%2Fapp.example%2Fcallback&scope=read%3Auser+user%3Aemail&state=s1&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256',
    );
  });

  test('the callback with the right state gives the code', () => {
    expect(parseCallback('https://app.example/callback?code=xyz&state=s1', 's1')).toEqual({ code: 'xyz' });
  });

  test('a different state is refused', () => {
    expect(() => parseCallback('https://app.example/callback?code=xyz&state=evil', 's1')).toThrow('State mismatch');
  });

  test('a provider error is reported', () => {
    expect(() => parseCallback('https://app.example/callback?error=access_denied&state=s1', 's1')).toThrow(
      'Authorization failed: access_denied',
    );
  });

  test('the scope parameter joins scopes with a space', () => {
    const url = new URL(buildAuthorizeUrl({ ...base, scopes: ['openid', 'email', 'profile'] }));
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });
});
