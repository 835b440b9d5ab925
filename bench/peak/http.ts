import type { PeakRequest } from './mix';

export interface Answer {
  /** HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  body: unknown;
  retryAfter: number | null;
}

/** A call with no answer after a minute counts as failed (a mobile network or proxy gives up about then). */
const TIMEOUT_MS = 60_000;

/** Sends one request as the shop's signed-in owner; never throws. */
export async function send(baseUrl: string, token: string, request: PeakRequest): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.key ? { 'idempotency-key': request.key } : {}),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      retryAfter: retryAfter === null ? null : Number(retryAfter),
    };
  } catch (error) {
    return { status: 0, body: String(error), retryAfter: null };
  }
}

/** p50/p95/p99 and the highest of a list of milliseconds. */
export function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!)
      : 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}
