// The layers outside the sandbox context: code that has escaped the sandbox runs in a worker process that
// can do nothing. This starts a probe script exactly as the pool starts a worker (same
// launcher, same flags) and lets it try what escaped code would try.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canUseNamespaces, killWorker, launchWorker } from './launcher';

const PROBE = `
const out = {};
const [dir, parentPid, port] = process.argv.slice(2);
out.uid = process.getuid();
out.env = Object.keys(process.env).filter((k) => !k.startsWith('NODE_CHANNEL'));
const attempt = (name, fn) => { try { fn(); out[name] = 'allowed'; } catch (e) { out[name] = e.code || e.message; } };
attempt('writeFile', () => require('fs').writeFileSync(dir + '/escaped.txt', 'x'));
attempt('readOtherFile', () => require('fs').readFileSync('/etc/hostname'));
attempt('readDir', () => require('fs').readdirSync(dir));
attempt('childProcess', () => require('child_process').spawnSync('id'));
attempt('workerThread', () => new (require('worker_threads').Worker)('0', { eval: true }));
attempt('codeFromString', () => Function('return 1')());
attempt('killParent', () => process.kill(Number(parentPid), 0));
attempt('addon', () => process.dlopen({ exports: {} }, '/nonexistent.node'));
const socket = require('net').connect(Number(port), '127.0.0.1');
const done = (result) => { out.network = result; socket.destroy(); process.send(out); };
socket.on('connect', () => done('connected'));
socket.on('error', (e) => done(e.code));
setTimeout(() => done('timeout'), 3000);
`;

describe('a worker process, even with the sandbox escaped', () => {
  let dir: string;
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    socket.destroy();
  });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'judge-probe-'));
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'probe.cjs'), PROBE, { mode: 0o644 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => server.close(resolve));
  });

  it('has no environment, cannot write, read, spawn, compile strings or reach the network', async () => {
    const port = (server.address() as AddressInfo).port;
    const { child, plan } = launchWorker({
      entry: join(dir, 'probe.cjs'),
      cwd: dir,
      memoryMb: 64,
      cpuSeconds: 30,
      isolation: 'auto',
      args: [dir, String(process.pid), String(port)],
    });
    const out = await new Promise<Record<string, unknown>>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Record<string, unknown>));
      child.once('exit', (code) => reject(new Error(`probe exited with ${code}`)));
    });
    killWorker(child);

    expect(out.env).toEqual([]);
    expect(out.writeFile).toBe('ERR_ACCESS_DENIED');
    expect(existsSync(join(dir, 'escaped.txt'))).toBe(false);
    expect(out.readOtherFile).toBe('ERR_ACCESS_DENIED');
    expect(out.readDir).toBe('ERR_ACCESS_DENIED');
    expect(out.childProcess).toBe('ERR_ACCESS_DENIED');
    expect(out.workerThread).toBe('ERR_ACCESS_DENIED');
    expect(out.addon).toBe('ERR_DLOPEN_DISABLED');
    expect(out.codeFromString).toMatch(/Code generation from strings disallowed/);

    expect(plan.namespaced).toBe(canUseNamespaces());
    if (plan.namespaced) {
      expect(out.uid).toBe(65534);
      expect(out.killParent).toBe('ESRCH');
      expect(out.network).toBe('ENETUNREACH');
      expect(connections).toBe(0);
    }
  });
});
