// The id of the request being served, for every log line written while serving it and for its
// answer (the X-Request-Id header; GraphQL errors carry it in extensions.requestId). A proxy's
// X-Request-Id is kept when it looks like one, so one id follows a request through nginx.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[\w.:-]{8,128}$/;

const scope = new AsyncLocalStorage<string>();

/** the incoming id when well formed, else a new one */
export function requestIdOf(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && WELL_FORMED.test(value) ? value : randomUUID();
}

/** runs `serve` with `id` as the current request's id (async work it starts included) */
export function withRequestId<T>(id: string, serve: () => T): T {
  return scope.run(id, serve);
}

/** the current request's id, if a request is being served */
export function currentRequestId(): string | undefined {
  return scope.getStore();
}
