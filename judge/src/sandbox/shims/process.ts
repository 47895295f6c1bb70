// A stand-in for Node's `process` inside the sandbox bundle: jest-util and chalk read a few
// fields of it. esbuild injects it into the harness modules only (it never becomes a global
// the learner's code can see), and it reports no TTY so messages carry no colour codes.
const env: Record<string, string> = {};

export const process = {
  env,
  platform: 'linux',
  argv: [] as string[],
  versions: {} as Record<string, string>,
  features: {},
  stdout: { isTTY: false },
  stderr: { isTTY: false },
  cwd: () => '/',
  emitWarning: () => {},
  nextTick: (fn: (...args: unknown[]) => void, ...args: unknown[]) => {
    void Promise.resolve().then(() => fn(...args));
  },
};

export default process;
