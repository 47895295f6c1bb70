// A graphql-ws client of a test server (English, no retries), and one operation's outcome.
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './server';

export function wsClient(
  app: TestServer,
  connectionParams: Record<string, unknown> = { locale: 'en' },
  options: { lazy?: boolean } = {},
): Client {
  return createClient({
    url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: options.lazy ?? true,
  });
}

/** the last result of one operation, or its error (refusals arrive as errors) */
export function wsOutcome(client: Client, query: string): Promise<unknown> {
  return new Promise((resolve) => {
    let last: unknown = null;
    client.subscribe({ query }, { next: (value) => (last = value), error: resolve, complete: () => resolve(last) });
  });
}
