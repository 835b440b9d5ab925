import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

/** One autocannon run; non-2xx answers count as errors. */
export async function runLoad(request: LoadRequest): Promise<LoadResult> {
  const result = await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
    connections: request.connections ?? 4,
    duration: request.seconds ?? Number(process.env.BENCH_SECONDS ?? 8),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** Runs `operation` from `concurrency` workers for `seconds`; the in-process counterpart of runLoad. */
export async function runDirect(
  operation: () => Promise<unknown>,
  { concurrency = 4, seconds = Number(process.env.BENCH_SECONDS ?? 8) } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return {
    rps: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    requests: latencies.length,
  };
}
