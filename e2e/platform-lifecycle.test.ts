import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gql } from './support/api';
import { seededBookCount } from './support/bank';
import { freePort, spawnStartScript, startPlatform } from './support/platform';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function bookCount(baseUrl: string): Promise<number> {
  return (await gql<{ books: { totalCount: number } }>(baseUrl, '{ books { totalCount } }')).books.totalCount;
}

describe('npm start on the embedded database', () => {
  it('refuses a second instance on the same DATA_DIR, stops cleanly on Ctrl-C and keeps data across restarts', async () => {
    const first = await startPlatform({ DATA_DIR: dataDir });
    expect(await bookCount(first.baseUrl)).toBe(seededBookCount);
    expect(first.output()).toMatch(/seeded the question bank/);

    // A second `npm start` on the same data directory must fail fast with a clear message.
    const second = spawnStartScript({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const secondCode = await second.exited;
    const secondOutput = second.output();
    expect(secondCode).not.toBe(0);
    expect(secondOutput).toMatch(/Another platform instance is using DATA_DIR/);
    expect(await bookCount(first.baseUrl)).toBe(seededBookCount);

    expect(await first.stop()).toBe(0);
    expect(first.output()).toMatch(/stopped cleanly/);

    const again = await startPlatform({ DATA_DIR: dataDir });
    try {
      expect(await bookCount(again.baseUrl)).toBe(seededBookCount);
      expect(again.output()).not.toMatch(/seeded the question bank/);
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });
});
