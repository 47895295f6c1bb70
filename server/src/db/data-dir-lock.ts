// One platform instance per DATA_DIR: a lock file holding the owner's pid. A lock whose owner is
// gone (crash, kill -9, container restart) is stale and taken over.
import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'platform.lock';

interface LockContent {
  pid: number;
  /** kernel start time of the pid (Linux), so a recycled pid is not mistaken for the owner */
  startTime?: string;
}

export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another platform instance is using DATA_DIR ${dataDir} (pid ${pid}). Stop it first or choose another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

// Locks taken by this process: a lock file naming our own pid is ours only if it is in here
// (in a restarted container the new process often gets the crashed one's pid).
const held = new Set<string>();
let exitHookInstalled = false;

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await tryCreate(path)) {
      held.add(path);
      installExitHook();
      return { path, release: () => release(path) };
    }
    const owner = await readOwner(path);
    if (owner === 'being-written') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (owner && isOwnerAlive(owner, path)) throw new DataDirInUseError(dataDir, owner.pid);
    await unlink(path).catch(ignoreMissing);
  }
  throw new Error(`Could not take the lock ${path}; another process keeps replacing it`);
}

async function tryCreate(path: string): Promise<boolean> {
  try {
    const file = await open(path, 'wx', 0o644);
    const content: LockContent = { pid: process.pid, startTime: processStartTime(process.pid) };
    await file.writeFile(`${JSON.stringify(content)}\n`);
    await file.close();
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  }
}

/** The recorded owner, undefined when unreadable (treated as stale), or 'being-written' when the
 * file is brand new and still empty (its creator is between open and write). */
async function readOwner(path: string): Promise<LockContent | undefined | 'being-written'> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'pid' in parsed && typeof parsed.pid === 'number') {
      const startTime = 'startTime' in parsed && typeof parsed.startTime === 'string' ? parsed.startTime : undefined;
      return { pid: parsed.pid, startTime };
    }
  } catch {
    // fall through
  }
  const age = await stat(path).then(
    (s) => Date.now() - s.mtimeMs,
    () => Infinity,
  );
  return text.trim() === '' && age < 2000 ? 'being-written' : undefined;
}

function isOwnerAlive(owner: LockContent, path: string): boolean {
  if (owner.pid === process.pid) return held.has(path);
  if (!isProcessAlive(owner.pid)) return false;
  const startTime = processStartTime(owner.pid);
  return owner.startTime === undefined || startTime === undefined || startTime === owner.startTime;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return isCode(error, 'EPERM');
  }
}

/** Field 22 of /proc/<pid>/stat; undefined where /proc does not exist. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; fields after it start at ") ".
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

async function release(path: string): Promise<void> {
  if (!held.delete(path)) return;
  const owner = await readOwner(path).catch(() => undefined);
  if (typeof owner === 'object' && owner.pid === process.pid) await unlink(path).catch(ignoreMissing);
}

// A process that exits without releasing (an uncaught error) still frees its DATA_DIR.
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const path of held) {
      try {
        const content: unknown = JSON.parse(readFileSync(path, 'utf8'));
        if (typeof content === 'object' && content !== null && 'pid' in content && content.pid === process.pid) {
          unlinkSync(path);
        }
      } catch {
        // already gone or unreadable: nothing to free
      }
    }
  });
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

function ignoreMissing(error: unknown): void {
  if (!isCode(error, 'ENOENT')) throw error;
}
