// The body limit holds on the stream: a chunked body (no Content-Length) past MAX_BODY_BYTES is
// answered 413 on /graphql (a GraphQL error) and on a REST path (the envelope), and the server
// stops reading it: the connection is answered and closed long before the client could send it all.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/server';

const LIMIT = 64 * 1024;
/** what the client tries to send: far more than the limit and any socket buffers between */
const INTENDED = 64 * 1024 * 1024;

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ seeded: false, limits: { maxBodyBytes: LIMIT } });
});
afterAll(() => app?.close());

/**
 * POSTs a chunked JSON body of INTENDED bytes (a JSON string that never ends), writing only as
 * fast as the server reads; returns what came back and how much the client got to send.
 */
function sendChunked(path: string): Promise<{ answer: string; sent: number }> {
  const { port } = new URL(app.baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    let sent = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ answer, sent });
    };
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    const pump = () => {
      while (!done && sent < INTENDED) {
        sent += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (!done) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept-Language: en\r\n` +
          `Transfer-Encoding: chunked\r\n\r\na\r\n{"query":"\r\n`,
      );
      pump();
    });
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

describe('the request body limit', () => {
  it('stops reading a chunked GraphQL body at the limit and answers 413 as a GraphQL error', async () => {
    const { answer, sent } = await sendChunked('/graphql');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(bodyOf(answer)).toEqual({
      errors: [
        { message: 'The request is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE', messageId: 'http.tooLarge' } },
      ],
    });
    expect(sent).toBeLessThan(INTENDED);
  });

  it('stops reading a chunked REST body at the limit and answers 413 in the envelope', async () => {
    const { answer, sent } = await sendChunked('/api/contact');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(bodyOf(answer)).toEqual({
      code: 413,
      message: 'The request is too large.',
      data: null,
      messageId: 'http.tooLarge',
    });
    expect(sent).toBeLessThan(INTENDED);
  });

  it('answers a Content-Length over the limit before reading, and serves a body under it', async () => {
    const big = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      body: JSON.stringify({ message: 'x'.repeat(LIMIT) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ code: 413, message: '请求内容过大。', data: null, messageId: 'http.tooLarge' });
    const small = await app.graphql('{ __typename }');
    expect(small).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  });
});
