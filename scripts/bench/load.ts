// The load generator of the API benchmark: autocannon, run from the bench's own process (never the
// server's). `connections` keep-alive connections POST the given bodies in turn for `seconds`
// after a short warm-up; each response's latency is recorded, and a body that `verify` refuses
// (a GraphQL error, an envelope that is not a success) counts as an error.
import autocannon from 'autocannon';

export interface Cell {
  scenario: string;
  concurrency: number;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** throughput as a fraction of the baseline's, measured in alternation with it */
  ratio?: number;
  /** the baseline's throughput in those alternating rounds */
  baselineRps?: number;
}

export interface LoadSpec {
  scenario: string;
  url: string;
  bodies: string[];
  headers: Record<string, string>;
  verify: (body: string) => boolean;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0; // 0 when empty
}

function run(spec: LoadSpec, connections: number, seconds: number, latencies: number[] | null) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections,
        duration: seconds,
        headers: spec.headers,
        requests: spec.bodies.map((body) => ({ method: 'POST' as const, body })),
        verifyBody: (body) => spec.verify(String(body ?? '')),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (latencies) {
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    }
  });
}

interface Sample {
  latencies: number[];
  seconds: number;
  errors: number;
}

/** One run of `seconds` after a warm-up of `warmupSeconds`. */
async function sample(spec: LoadSpec, concurrency: number, seconds: number, warmupSeconds: number): Promise<Sample> {
  if (warmupSeconds > 0) await run(spec, concurrency, warmupSeconds, null);
  const latencies: number[] = [];
  const started = performance.now();
  const result = await run(spec, concurrency, seconds, latencies);
  const errors = result.errors + result.timeouts + result.non2xx + result.mismatches;
  if (errors > 0) {
    console.warn(
      `  ${spec.scenario} x${concurrency}: ${errors} errors (non-2xx ${result.non2xx}, wrong body ${result.mismatches})`,
    );
  }
  return { latencies, seconds: result.duration || (performance.now() - started) / 1000, errors };
}

function summarise(scenario: string, concurrency: number, samples: Sample[]): Cell {
  const sorted = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    scenario,
    concurrency,
    requests: sorted.length,
    seconds: round(seconds),
    rps: Math.round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
  };
}

/** One scenario at one concurrency for `seconds` after a warm-up. */
export async function measure(
  spec: LoadSpec,
  concurrency: number,
  seconds: number,
  warmupSeconds: number,
): Promise<Cell> {
  return summarise(spec.scenario, concurrency, [await sample(spec, concurrency, seconds, warmupSeconds)]);
}

/**
 * A scenario and the baseline in alternating one-second rounds, so both see the same machine (on a
 * shared machine the load of other processes moves by the second): the ratio is of like to like.
 */
export async function measurePaired(
  spec: LoadSpec,
  baseline: LoadSpec,
  concurrency: number,
  seconds: number,
  warmupSeconds: number,
): Promise<{ cell: Cell; baseline: Cell }> {
  await run(spec, concurrency, warmupSeconds, null);
  await run(baseline, concurrency, warmupSeconds, null);
  const own: Sample[] = [];
  const base: Sample[] = [];
  for (let i = 0; i < Math.max(1, Math.round(seconds)); i += 1) {
    base.push(await sample(baseline, concurrency, 1, 0));
    own.push(await sample(spec, concurrency, 1, 0));
  }
  const cell = summarise(spec.scenario, concurrency, own);
  const baselineCell = summarise(baseline.scenario, concurrency, base);
  cell.ratio = Math.round((cell.rps / baselineCell.rps) * 100) / 100;
  return { cell, baseline: baselineCell };
}
