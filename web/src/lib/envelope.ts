// The REST envelope {code, message, data}: codes 200, 201 and 2000 are success and yield
// data; anything else is a failure carrying the message (spec §7).
export const SUCCESS_CODES = [200, 201, 2000];

export type EnvelopeResult<T> = { ok: true; data: T; message?: string } | { ok: false; message?: string };

export function readEnvelope<T = unknown>(body: unknown): EnvelopeResult<T> {
  if (!body || typeof body !== 'object') return { ok: false };
  const { code, message, data } = body as { code?: unknown; message?: unknown; data?: unknown };
  const text = typeof message === 'string' && message.trim() ? message : undefined;
  if (typeof code === 'number' && SUCCESS_CODES.includes(code)) return { ok: true, data: data as T, message: text };
  return { ok: false, message: text };
}

/** POSTs JSON and reads the envelope; network failures and non-JSON answers carry no message. */
export async function postEnvelope<T = unknown>(
  url: string,
  payload: unknown,
  timeoutMs = 20_000,
): Promise<EnvelopeResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false };
  }
  const result = readEnvelope<T>(body);
  return result.ok && !response.ok ? { ok: false, message: result.message } : result;
}
