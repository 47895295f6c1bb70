// A time bound on a check of the database (or another dependency): the readiness probe and the
// status page must answer even when what they ask never does. A timeout rejects with a
// CheckTimeout, whose message ("no answer within N ms") is safe to show publicly.
export class CheckTimeout extends Error {}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CheckTimeout(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
