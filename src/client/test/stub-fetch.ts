import { vi } from 'vitest';

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Replaces fetch with `answer` and records every call, JSON bodies parsed. Undo it with
 * vi.unstubAllGlobals() after each test.
 */
export function stubFetch(answer: (call: FetchCall) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: FetchCall = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
