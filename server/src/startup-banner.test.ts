import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { printStartupBanner, startupBanner } from './startup-banner';

const config = loadConfig({ PORT: '4321', DATA_DIR: '.data' });

/** a stand-in for process.stdout that records what is written */
function stream(isTTY: boolean) {
  const written: string[] = [];
  return { out: { isTTY, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream, written };
}

describe('the startup banner', () => {
  it('names the address, the API, the data and how to stop', () => {
    const text = startupBanner(config);
    expect(text).toContain('Frontend Forge is running: http://localhost:4321');
    expect(text).toContain('http://localhost:4321/graphql');
    expect(text).toContain('.data/ (embedded PostgreSQL)');
    expect(text).toContain('Ctrl-C');
    expect(startupBanner(loadConfig({ DATABASE_URL: 'postgresql://x@h/db' }))).toContain('DATABASE_URL');
  });

  it('is printed on a terminal only, and never in production', () => {
    const tty = stream(true);
    printStartupBanner(config, tty.out);
    expect(tty.written.join('')).toContain('Frontend Forge is running');
    const piped = stream(false);
    printStartupBanner(config, piped.out);
    expect(piped.written).toEqual([]);
    const production = stream(true);
    printStartupBanner(loadConfig({ NODE_ENV: 'production' }), production.out);
    expect(production.written).toEqual([]);
  });
});
