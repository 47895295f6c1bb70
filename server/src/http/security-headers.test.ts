// Headers and origins (security-headers.ts, cors.ts) over real HTTP: every answer carries the
// headers a security review expects; the API is open to any origin with a bearer token and never
// in credentials mode, except for the origins configured for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/client';
import { type TestServer, startTestServer } from '../../test/server';
import { fakeWebDist } from '../../test/web-dist';

const TRUSTED = 'https://admin.example.test';
let app: TestServer;
const webDist = fakeWebDist();
beforeAll(async () => {
  app = await startTestServer({ webDistDir: webDist.dir, corsCredentialOrigins: [TRUSTED] });
});
afterAll(async () => {
  await app?.close();
  webDist.remove();
});

describe('security headers', () => {
  it('gives the web app a policy that allows exactly what it uses, and forbids framing', async () => {
    for (const path of ['/', '/book/top-100', '/assets/app-abc123.js']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      // PUBLIC_URL is http here: no HSTS (it would pin a plain-HTTP site)
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("sandboxes the UI preview's document by policy, lets the app frame it, and its runtimes be imported from it", async () => {
    const frame = await fetch(`${app.baseUrl}/preview/frame.html`);
    expect(frame.status).toBe(200);
    const csp = frame.headers.get('content-security-policy') ?? '';
    // sandboxed without allow-same-origin: an opaque origin even in a tab of its own
    expect(csp).toMatch(/^sandbox allow-scripts[^;]*;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(frame.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(frame.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    const runtime = await fetch(`${app.baseUrl}/preview/runtime/vue-3.3.4.js`, { headers: { origin: 'null' } });
    expect(runtime.status).toBe(200);
    // module scripts of an opaque origin are CORS requests
    expect(runtime.headers.get('access-control-allow-origin')).toBe('*');
    expect(runtime.headers.get('cache-control')).toContain('immutable');
    // the app may open the preview in a tab and keep talking to it
    const page = await fetch(`${app.baseUrl}/`);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('gives API answers a policy that allows nothing', async () => {
    for (const response of [
      await fetch(`${app.baseUrl}/api/nothing`),
      await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      await fetch(`${app.baseUrl}/healthz`),
    ]) {
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves GraphiQL from the server itself, with a policy of its own and nothing from a CDN', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/YogaGraphiQL/);
    expect(html).not.toMatch(/unpkg\.com|cdn\.jsdelivr/);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('CORS', () => {
  it('lets any origin call the API with a bearer token, never in credentials mode', async () => {
    const preflight = await fetch(`${app.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://tool.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const { client } = await signUp(app);
    const answer = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        origin: 'https://tool.example.org',
        'content-type': 'application/json',
        authorization: `Bearer ${client.token}`,
      },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(((await answer.json()) as { data: { me: { id: string } } }).data.me.id).toBeTruthy();

    const rest = await fetch(`${app.baseUrl}/api/search?q=a`, { headers: { origin: 'https://evil.example' } });
    expect(rest.headers.get('access-control-allow-origin')).toBe('*');
    expect(rest.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows credentials only to the configured origins, naming the origin', async () => {
    const trusted = await fetch(`${app.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: TRUSTED, 'access-control-request-method': 'POST' },
    });
    expect(trusted.headers.get('access-control-allow-origin')).toBe(TRUSTED);
    expect(trusted.headers.get('access-control-allow-credentials')).toBe('true');
    expect(trusted.headers.get('vary')).toMatch(/origin/i);
  });
});
