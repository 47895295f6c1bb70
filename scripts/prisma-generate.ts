// Regenerates the Prisma client from prisma/schema.prisma without the network.
// The Prisma CLI wants a Rust schema engine it would download; `generate` never uses it,
// so we point the variable at an existing file (this script) to keep the CLI offline.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}/prisma/schema.prisma`)) process.exit(0);

const result = spawnSync('prisma', ['generate'], {
  cwd: root,
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
process.exit(result.status ?? 1);
