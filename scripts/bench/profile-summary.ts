// Summarises a V8 .cpuprofile (from `BENCH_CPU_PROF=1 npm run bench:api`): the functions with
// the most self time, and self time per package / project folder, as shares of the busy time.
//   npx tsx scripts/bench/profile-summary.ts bench-results/profiles/<file>.cpuprofile [top]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg) || 30;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));

function where(url: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (modules) return modules;
  const project = /\/(server\/src\/[^/]+|scripts)\//.exec(url)?.[1];
  if (project) return project;
  if (url.startsWith('node:')) return 'node internals';
  return url ? url.replace(/^.*\//, '') : '(native / V8)';
}

const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
const functions = new Map<string, number>();
const places = new Map<string, number>();
let busy = 0;
let total = 0;
for (const [id, ms] of selfMs) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  total += ms;
  if (functionName === '(idle)') continue;
  busy += ms;
  const name = idle.has(functionName)
    ? functionName
    : `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + ms);
  const place = idle.has(functionName) ? functionName : where(url);
  places.set(place, (places.get(place) ?? 0) + ms);
}

const pct = (ms: number) => `${((ms / busy) * 100).toFixed(1).padStart(5)}%`;
console.log(`profile: ${(total / 1000).toFixed(1)} s, busy ${(busy / 1000).toFixed(1)} s (idle excluded below)\n`);
console.log('self time by package / folder:');
for (const [place, ms] of [...places].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`  ${pct(ms)}  ${(ms / 1000).toFixed(2).padStart(7)} s  ${place}`);
}
console.log(`\ntop ${top} functions by self time:`);
for (const [name, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`  ${pct(ms)}  ${name}`);
}
