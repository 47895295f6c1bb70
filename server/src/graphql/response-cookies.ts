// Cookies a resolver sets on its HTTP answer (e.g. the GitHub bind flow's browser binding): kept
// per request until Yoga answers, then appended as Set-Cookie. A browser keeps them only from a
// same-origin answer (or a CORS answer in credentials mode); over WebSocket there is no answer to
// carry them, so a resolver must not count on them there.
import type { Plugin } from 'graphql-yoga';

const pending = new WeakMap<Request, string[]>();

/** `cookie` is a whole Set-Cookie value (name=value; attributes) */
export function setResponseCookie(request: Request, cookie: string): void {
  const cookies = pending.get(request) ?? [];
  cookies.push(cookie);
  pending.set(request, cookies);
}

export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of pending.get(request) ?? []) response.headers.append('set-cookie', cookie);
      pending.delete(request);
    },
  };
}
