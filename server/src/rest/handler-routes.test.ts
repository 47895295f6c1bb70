// Handler rows of the route table: matched by method and path before the GraphQL rows.
import { describe, expect, it } from 'vitest';
import { createRestApi } from './handler-routes';
import { defineHandlerRoutes } from './route-table';

const noGraphqlRow = () => {
  throw new Error('no GraphQL row matches in these tests');
};
const unusedGraphql = { fetch: noGraphqlRow, getEnveloped: noGraphqlRow };

const api = createRestApi(
  unusedGraphql,
  defineHandlerRoutes([
    {
      method: 'GET',
      path: '/api/auth/github',
      handle: async () => new Response(null, { status: 302, headers: { location: '/start' } }),
    },
    {
      method: 'GET',
      path: '/api/things/:id/go',
      handle: async (_request, url, params) => Response.json({ id: params.id, q: url.searchParams.get('q') }),
    },
  ]),
);
const call = (method: string, path: string) => {
  const url = new URL(path, 'http://localhost');
  return api(new Request(url, { method }), url);
};

describe('handler routes', () => {
  it('answer their path, with a trailing slash too, and GET rows answer HEAD', async () => {
    expect((await call('GET', '/api/auth/github')).headers.get('location')).toBe('/start');
    expect((await call('GET', '/api/auth/github/')).status).toBe(302);
    expect((await call('HEAD', '/api/auth/github')).status).toBe(302);
  });

  it('hand decoded path parameters and the URL to the handler', async () => {
    expect(await (await call('GET', '/api/things/a%20b/go?q=1')).json()).toEqual({ id: 'a b', q: '1' });
  });

  it('leave other methods and paths to the GraphQL rows (here: the 404 envelope)', async () => {
    for (const [method, path] of [
      ['POST', '/api/auth/github'],
      ['GET', '/api/auth/github/other'],
      ['GET', '/api/auth/gitlab'],
    ] as const) {
      const response = await call(method, path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 404, data: null });
    }
  });
});
