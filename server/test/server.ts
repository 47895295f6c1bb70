// Starts the real HTTP server on a random port over a fresh database made for one test file.
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticate } from '../src/accounts/authenticate';
import { createApp } from '../src/http/app';
import { createLogger } from '../src/logger';
import { createTestDatabase } from './db';

export interface TestServer {
  baseUrl: string;
  prisma: Awaited<ReturnType<typeof createTestDatabase>>['prisma'];
  /** POSTs a GraphQL operation and returns the parsed body */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[]; status: number }>;
  close(): Promise<void>;
}

export async function startTestServer(options: { seeded?: boolean; webDistDir?: string } = {}): Promise<TestServer> {
  const db = await createTestDatabase({ seeded: options.seeded ?? true });
  const uploadsDir = mkdtempSync(join(tmpdir(), 'uploads-'));
  const app = createApp({
    services: { prisma: db.prisma, authenticate },
    logger: createLogger('silent'),
    webDistDir: options.webDistDir ?? join(tmpdir(), 'no-web-build-here'),
    uploadsDir,
  });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    prisma: db.prisma,
    async graphql(query, variables = {}, headers = {}) {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { ...(await response.json()), status: response.status };
    },
    async close() {
      await app.close();
      await db.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
