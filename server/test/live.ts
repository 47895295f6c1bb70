// A real graphql-ws client on a test server's /graphql: subscribes, collects what arrives, and
// waits for an event matching a predicate (other tests' events on shared Redis are ignored).
import { createClient } from 'graphql-ws';
import type { TestServer } from './server';

export function liveSubscription<T>(
  app: TestServer,
  query: string,
  variables: Record<string, unknown>,
  options: { token?: string; field: string },
) {
  const ws = createClient({
    url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
    connectionParams: options.token ? { authorization: `Bearer ${options.token}` } : {},
    lazy: false,
  });
  const events: T[] = [];
  const errors: string[] = [];
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  // the subscription is registered right after the connection acknowledgement
  ws.on('connected', () => setTimeout(started, 100));
  ws.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) errors.push(value.errors[0].message);
        else events.push(value.data![options.field]);
      },
      error: (error) => errors.push(Array.isArray(error) ? String(error[0]?.message) : String(error)),
      complete: () => {},
    },
  );
  return {
    events,
    errors,
    ready,
    async until(predicate: (e: T) => boolean, timeoutMs = 5000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such event among ${JSON.stringify({ events, errors })}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => ws.dispose(),
  };
}
