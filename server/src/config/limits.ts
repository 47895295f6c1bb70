// The server's resource limits against a hostile client: how large a request body or a
// WebSocket frame may be, how many subscriptions one socket and how many sockets one address may
// hold, and how long the readiness check waits for the database. Sized well above what the web
// app sends (see README.md's configuration table for each default's reason).
import { z } from 'zod';
import { parseEnv, wholeNumber } from './env';

export const limitsVariables = {
  /** an HTTP request body (GraphQL, REST); avatars are at most 2 MB, sent as multipart */
  MAX_BODY_BYTES: wholeNumber(8 * 1024 * 1024, { min: 1_024 }),
  /** one graphql-ws frame: an operation document is at most ~2,000 tokens (operation-limits.ts) */
  WS_MAX_PAYLOAD_BYTES: wholeNumber(256 * 1024, { min: 1_024 }),
  /** one /collab frame: a Yjs update of a whole interview document (code is at most 200 KB) */
  COLLAB_MAX_PAYLOAD_BYTES: wholeNumber(2 * 1024 * 1024, { min: 1_024 }),
  /** subscriptions open at once on one graphql-ws socket */
  WS_MAX_SUBSCRIPTIONS: wholeNumber(100, { min: 1 }),
  /** WebSockets (graphql-ws and /collab together) open at once from one client address */
  WS_MAX_SOCKETS_PER_CLIENT: wholeNumber(20, { min: 1 }),
  /** how long /readyz waits for the database before answering 503 */
  READY_TIMEOUT_MS: wholeNumber(2_000, { min: 100, max: 60_000 }),
};

export interface ServerLimits {
  maxBodyBytes: number;
  wsMaxPayloadBytes: number;
  collabMaxPayloadBytes: number;
  wsMaxSubscriptions: number;
  wsMaxSocketsPerClient: number;
  readyTimeoutMs: number;
}

type Parsed = { [K in keyof typeof limitsVariables]: number };

export function limitsFrom(v: Parsed): ServerLimits {
  return {
    maxBodyBytes: v.MAX_BODY_BYTES,
    wsMaxPayloadBytes: v.WS_MAX_PAYLOAD_BYTES,
    collabMaxPayloadBytes: v.COLLAB_MAX_PAYLOAD_BYTES,
    wsMaxSubscriptions: v.WS_MAX_SUBSCRIPTIONS,
    wsMaxSocketsPerClient: v.WS_MAX_SOCKETS_PER_CLIENT,
    readyTimeoutMs: v.READY_TIMEOUT_MS,
  };
}

/** the defaults (tests and callers that pass no configuration) */
export const DEFAULT_LIMITS: ServerLimits = limitsFrom(parseEnv(z.object(limitsVariables), {}));
