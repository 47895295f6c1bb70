// The request body limit of the API paths, enforced on the stream: a declared Content-Length over
// the limit is refused before anything is read, and a body without one (chunked) is counted as it
// arrives and cut at the limit, so no client can make the server read, buffer or parse more than
// MAX_BODY_BYTES. The refusal is a 413 that closes the connection (the rest of the body is never
// read); /graphql answers it as a GraphQL error, the REST paths in their envelope.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { localeOfNodeRequest } from '../i18n/node-request';
import { msg } from '../i18n/message';
import { renderMessage } from '../i18n/render';

const TOO_LARGE = msg('http.tooLarge');

/** answers 413 in the shape of the path's API and closes the connection after it */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse, graphql: boolean): void {
  if (res.headersSent || res.writableEnded) return void res.destroy();
  const message = renderMessage(localeOfNodeRequest(req), TOO_LARGE);
  const body = graphql
    ? { errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE', messageId: TOO_LARGE.id } }] }
    : { code: 413, message, data: null, messageId: TOO_LARGE.id };
  res.statusCode = 413;
  res.setHeader(
    'content-type',
    graphql ? 'application/graphql-response+json; charset=utf-8' : 'application/json; charset=utf-8',
  );
  res.setHeader('connection', 'close');
  res.end(JSON.stringify(body));
}

/**
 * The body of `req` through a byte counter, for the fetch adapter to read (it takes a parsed
 * `req.body` stream in place of the request itself), or false when the request was refused at
 * once (its Content-Length is over the limit). Past the limit, `onTooLarge` runs once and the
 * request stream stops being read.
 */
export function limitBody(req: IncomingMessage, maxBytes: number, onTooLarge: () => void): boolean {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    onTooLarge();
    return false;
  }
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= maxBytes) return done(null, chunk);
      req.unpipe(counted);
      req.pause();
      onTooLarge();
      done(new Error(renderMessage('en', TOO_LARGE)));
    },
  });
  req.on('error', (error) => counted.destroy(error));
  (req as IncomingMessage & { body?: unknown }).body = req.pipe(counted);
  return true;
}
