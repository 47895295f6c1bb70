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
  /** throughput as a fraction of the baseline's at the same concurrency (filled in by the caller) */
  ratio?: number;
}

export interface LoadSpec {
  scenario: string;
  url: string;
  bodies: string[];
  headers: Record<string, string>;
  verify: (body: string) => boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
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

export async function measure(
  spec: LoadSpec,
  concurrency: number,
  seconds: number,
  warmupSeconds: number,
): Promise<Cell> {
  await run(spec, concurrency, warmupSeconds, null);
  const latencies: number[] = [];
  const started = performance.now();
  const result = await run(spec, concurrency, seconds, latencies);
  const elapsed = (performance.now() - started) / 1000;
  const errors = result.errors + result.timeouts + result.non2xx + result.mismatches;
  if (errors > 0) {
    console.warn(
      `  ${spec.scenario} x${concurrency}: ${errors} errors (non-2xx ${result.non2xx}, wrong body ${result.mismatches})`,
    );
  }
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    scenario: spec.scenario,
    concurrency,
    requests: sorted.length,
    seconds: round(elapsed),
    rps: Math.round(sorted.length / (result.duration || elapsed)),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors,
  };
}
