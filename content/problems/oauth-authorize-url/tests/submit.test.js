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

  test('a missing state is refused', () => {
    expect(() => parseCallback('https://app.example/callback?code=xyz', 's1')).toThrow('State mismatch');
  });

  test('an empty expected state never matches', () => {
    expect(() => parseCallback('https://app.example/callback?code=xyz', '')).toThrow('State mismatch');
    expect(() => parseCallback('https://app.example/callback?code=xyz&state=', '')).toThrow('State mismatch');
  });

  test('the state is checked before the error', () => {
    expect(() => parseCallback('https://app.example/callback?error=access_denied&state=evil', 's1')).toThrow('State mismatch');
  });

  test('the error description is added when present', () => {
    expect(() =>
      parseCallback('https://app.example/callback?error=access_denied&error_description=The+user+cancelled&state=s1', 's1'),
    ).toThrow('Authorization failed: access_denied: The user cancelled');
  });

  test('no code and no error', () => {
    expect(() => parseCallback('https://app.example/callback?state=s1', 's1')).toThrow('Missing code');
  });

  test('encoded values in the callback are decoded', () => {
    expect(parseCallback('https://app.example/callback?code=a%2Fb%2Bc&state=s%201', 's 1')).toEqual({ code: 'a/b+c' });
  });

  test('parameters already in the endpoint are kept first', () => {
    const url = buildAuthorizeUrl({ ...base, authorizeEndpoint: 'https://login.example/authorize?tenant=acme' });
    expect(url.startsWith('https://login.example/authorize?tenant=acme&response_type=code&')).toBe(true);
  });

  test('no scopes leaves scope out', () => {
    const url = new URL(buildAuthorizeUrl({ ...base, scopes: [] }));
    expect(url.searchParams.has('scope')).toBe(false);
    expect([...url.searchParams.keys()]).toEqual(['response_type', 'client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method']);
  });

  test('special characters in values are encoded, not injected', () => {
    const url = new URL(buildAuthorizeUrl({ ...base, state: 'a&b=c', redirectUri: 'https://app.example/cb?x=1&y=2' }));
    expect(url.searchParams.get('state')).toBe('a&b=c');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example/cb?x=1&y=2');
    expect(url.searchParams.getAll('y')).toEqual([]);
  });

  test('PKCE method is S256', () => {
    const url = new URL(buildAuthorizeUrl(base));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(base.codeChallenge);
  });

  test('the state comparison is exact', () => {
    expect(() => parseCallback('https://app.example/callback?code=x&state=S1', 's1')).toThrow('State mismatch');
  });

  test('other callback parameters do not matter', () => {
    expect(parseCallback('https://app.example/callback?state=s1&iss=https%3A%2F%2Fgithub.com&code=abc', 's1')).toEqual({ code: 'abc' });
  });
});
