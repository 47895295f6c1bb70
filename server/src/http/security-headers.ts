// The headers a security review expects on every answer (helmet). The web app's policy allows
// exactly what it uses: its own scripts and styles (Monaco injects style elements, React sets
// style attributes), Monaco's workers (same-origin files), the UI preview frame, images from
// anywhere over https (GitHub avatars) and its own API over HTTP and WebSocket; no page may
// frame it. API answers (JSON) allow nothing at all. GraphiQL, on GET /graphql, is one inline
// page (@graphql-yoga/render-graphiql: no CDN) with blob workers, and gets a policy of its own.
// The UI preview (/preview/frame.html) runs a learner's code: its policy sandboxes it whoever
// opens it (an opaque origin, in the workbench's iframe or a tab of its own, so the code never
// reads the app's storage or tokens), lets it run inline and blob: modules and be framed by the
// app only.
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

function common(publicUrl: string, frame: 'deny' | 'sameorigin' = 'deny'): HelmetOptions {
  return {
    strictTransportSecurity: publicUrl.startsWith('https:')
      ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // the API is public (CORS *): its answers may be read by other origins' pages
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: frame },
  };
}

export interface SecurityHeaders {
  /** the web app's pages and assets */
  app: Middleware;
  /** JSON and other API answers */
  api: Middleware;
  /** the GraphiQL page */
  graphiql: Middleware;
  /** the UI preview's document and runtimes (/preview/) */
  preview: Middleware;
}

export function securityHeaders(options: { publicUrl: string }): SecurityHeaders {
  const base = common(options.publicUrl);
  return {
    app: helmet({
      ...base,
      // the preview's "open in a new tab" keeps a handle on the tab it opens (to send the files)
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", 'blob:'],
          childSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    }),
    api: helmet({
      ...base,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    }),
    graphiql: helmet({
      ...base,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    }),
    preview: helmet({
      ...common(options.publicUrl, 'sameorigin'),
      crossOriginOpenerPolicy: { policy: 'unsafe-none' },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          sandbox: ['allow-scripts', 'allow-modals', 'allow-forms', 'allow-popups'],
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'", 'blob:'],
          imgSrc: ['*', 'data:', 'blob:'],
          mediaSrc: ['*', 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'blob:', 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'self'"],
        },
      },
    }),
  };
}
