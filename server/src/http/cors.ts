// Who may call the API from a web page on another origin. A public API read with bearer tokens:
// any origin may call (`Access-Control-Allow-Origin: *`), never in credentials mode, so a page
// elsewhere cannot ride a visitor's cookies. Origins listed in CORS_CREDENTIAL_ORIGINS (none by
// default) are answered with their own origin and credentials allowed.
import cors from 'cors';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface CorsOptions {
  /** origins allowed to call in credentials mode (exact, e.g. https://admin.example.com) */
  credentialOrigins: readonly string[];
}

const ALLOWED_HEADERS = ['authorization', 'content-type', 'accept', 'x-locale', 'x-request-id'];
const EXPOSED_HEADERS = ['retry-after', 'x-request-id'];

export function corsPolicy(options: CorsOptions) {
  const publicPolicy = cors({
    origin: '*',
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  const credentialPolicy = cors({
    origin: (origin, callback) => callback(null, origin ?? false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  const trusted = new Set(options.credentialOrigins);
  /** sets the CORS headers, answers a preflight itself, else calls next */
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const origin = req.headers.origin;
    const policy = origin && trusted.has(origin) ? credentialPolicy : publicPolicy;
    policy(req, res, next);
  };
}
