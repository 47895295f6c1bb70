import { afterEach, describe, expect, it, vi } from 'vitest';
import { postEnvelope, readEnvelope } from './envelope';

describe('readEnvelope', () => {
  it('treats 200, 201 and 2000 as success', () => {
    for (const code of [200, 201, 2000])
      expect(readEnvelope({ code, message: 'ok', data: 1 })).toMatchObject({ ok: true, data: 1 });
  });

  it('carries the message of a failure, or none', () => {
    expect(readEnvelope({ code: 400, message: 'Name is required.' })).toEqual({
      ok: false,
      message: 'Name is required.',
    });
    expect(readEnvelope({ code: 500 })).toEqual({ ok: false, message: undefined });
    expect(readEnvelope('nope')).toEqual({ ok: false });
  });
});

describe('postEnvelope', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON and reads the answer', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ code: 201, message: 'sent', data: { id: 'c1' } }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await postEnvelope('/api/contact', { name: 'Ann' })).toEqual({
      ok: true,
      data: { id: 'c1' },
      message: 'sent',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Ann' });
  });

  it('answers a failure without message when the network or the body fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await postEnvelope('/api/contact', {})).toEqual({ ok: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not found', { status: 404 })),
    );
    expect(await postEnvelope('/api/contact', {})).toEqual({ ok: false });
  });
});
