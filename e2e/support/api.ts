// The platform's GraphQL API over fetch, for what a test prepares or checks without the pages
// it is not about: users, their tokens, data.
export interface Tokens {
  access: string;
  refresh: string;
}

/** one GraphQL operation, answered in English; throws with the errors unless it succeeded */
export async function gql<T = unknown>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-locale': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** registers a user (a verification code is mailed, but nothing waits for it) */
export async function signUp(baseUrl: string, user: { username: string; email: string; password: string }) {
  await gql(baseUrl, 'mutation ($input: RegisterInput!) { register(input: $input) { id } }', { input: user });
}

/** signs in without two-step verification: the tokens the web app would store, and the role */
export async function signIn(baseUrl: string, login: string, password: string): Promise<Tokens & { role: string }> {
  const { login: result } = await gql<{
    login: { tokens: { access: { token: string }; refresh: { token: string } }; user: { role: string } };
  }>(
    baseUrl,
    'mutation ($input: LoginInput!) { login(input: $input) { tokens { access { token } refresh { token } } user { role } } }',
    { input: { userNameOrMail: login, password } },
  );
  return { access: result.tokens.access.token, refresh: result.tokens.refresh.token, role: result.user.role };
}
