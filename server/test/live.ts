// A real graphql-ws client on a test server's /graphql: subscribes, collects what arrives, and
// waits for an event matching a predicate (other tests' events on shared Redis are ignored).
// Nothing here waits a fixed time: the server sends nothing when it registers a subscription, so
// `registered` proves it with a probe — a write whose event must arrive — repeated until one does.
import { createClient } from 'graphql-ws';
import { vi } from 'vitest';
import type { TestServer } from './server';
import { firstError } from './at';

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
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  ws.on('connected', () => connected());
  ws.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) errors.push(firstError(value).message);
        else {
          const event = value.data?.[options.field];
          if (event === undefined) errors.push(`the event has no ${options.field}`);
          else events.push(event);
        }
      },
      error: (error) => errors.push(Array.isArray(error) ? String(error[0]?.message) : String(error)),
      complete: () => {},
    },
  );
  const until = (predicate: (e: T) => boolean, timeoutMs = 5000): Promise<T> =>
    vi.waitFor(
      () => {
        const found = events.find(predicate);
        if (!found) throw new Error(`no such event among ${JSON.stringify({ events, errors })}`);
        return found;
      },
      { timeout: timeoutMs, interval: 20 },
    );
  return {
    events,
    errors,
    /** the socket is open (the subscription may not be registered yet: see `registered`) */
    ready,
    /**
     * Resolves once the subscription is registered on the server: `probe` makes a change whose
     * event this subscription gets (`seen` tells it), again until one arrives — a change made
     * before the registration reaches nobody.
     */
    async registered(probe: () => Promise<unknown>, seen: (e: T) => boolean, timeoutMs = 5000) {
      await ready;
      await vi.waitFor(
        async () => {
          if (!events.some(seen)) await probe();
          if (!events.some(seen)) throw new Error(`the probe's event has not arrived: ${JSON.stringify(errors)}`);
        },
        { timeout: timeoutMs, interval: 100 },
      );
    },
    until,
    close: () => ws.dispose(),
  };
}
