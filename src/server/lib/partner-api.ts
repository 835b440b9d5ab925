/** A partner's JSON API (a VAS provider, a lender): base URL, Bearer key and how long to wait. */
export interface PartnerApiConfig {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
}

/** The partner refused the request (a 4xx): its message is for the merchant. */
export class PartnerDeclinedError extends Error {}

/** The partner could not be reached, failed or answered nonsense: nothing is known to be done. */
export class PartnerUnavailableError extends Error {}

/**
 * POSTs JSON with the Bearer key and `Idempotency-Key: <clientReference>`, and returns the JSON
 * answer of a 2xx. A 4xx throws PartnerDeclinedError with the partner's `error.message` (else
 * `declined`); a 5xx, a timeout, no answer or a body that is not a JSON object throws
 * PartnerUnavailableError, its message starting with `label`.
 */
export function postJson(
  config: PartnerApiConfig,
  path: string,
  payload: { clientReference: string } & Record<string, unknown>,
  messages: { label: string; declined: string },
): Promise<Record<string, unknown>> {
  return requestJson(config, path, payload, messages);
}

/** GETs a JSON answer (a status read), with the Bearer key and the errors of postJson. */
export function getJson(
  config: PartnerApiConfig,
  path: string,
  messages: { label: string; declined: string },
): Promise<Record<string, unknown>> {
  return requestJson(config, path, null, messages);
}

async function requestJson(
  config: PartnerApiConfig,
  path: string,
  payload: ({ clientReference: string } & Record<string, unknown>) | null,
  messages: { label: string; declined: string },
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['idempotency-key'] = payload.clientReference;
  }
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let response: Response;
  try {
    response = await fetch(`${config.url.replace(/\/$/, '')}/${path}`, {
      method: payload ? 'POST' : 'GET',
      headers,
      body: payload ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new PartnerUnavailableError(`${messages.label} unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.status >= 400 && response.status < 500) {
    const error = body?.error as { message?: unknown } | undefined;
    const message = typeof error?.message === 'string' ? error.message.slice(0, 200) : '';
    throw new PartnerDeclinedError(message || `${messages.declined} (${response.status})`);
  }
  if (!response.ok || !body || typeof body !== 'object') {
    throw new PartnerUnavailableError(`${messages.label} answered ${response.status}`);
  }
  return body;
}

/** A required non-empty text field of a partner's answer. */
export function textField(body: Record<string, unknown>, field: string, label: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') {
    throw new PartnerUnavailableError(`${label} answer has no ${field}`);
  }
  return value;
}
