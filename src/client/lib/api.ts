import { navigate } from 'wouter/use-browser-location';
import { ACCOUNT_DEACTIVATED } from '@shared/auth/session-end';
import { clearSession, getToken, noteSignedOut } from './storage';
import { reportNetwork } from './network';

/** fetch that tells the offline notice whether the network answered: phones often report
 * navigator.onLine while no request gets through. */
async function fetchTracked(input: string, init: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, init);
    reportNetwork(true);
    return response;
  } catch (error) {
    if (error instanceof TypeError) reportNetwork(false);
    throw error;
  }
}

/** A failed call: message is "status: body text" (or the status text), as the spec says. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's own message from the error shape, if the body carries one. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.bodyText) as {
        error?: { message?: unknown };
        message?: unknown;
      };
      const message = parsed.error?.message ?? parsed.message;
      return typeof message === 'string' ? message : null;
    } catch {
      return null;
    }
  }

  get details(): unknown {
    try {
      return (JSON.parse(this.bodyText) as { error?: { details?: unknown } }).error?.details;
    } catch {
      return undefined;
    }
  }
}

/** The message to show in a toast: the server's, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

function headers(
  hasBody: boolean,
  extra?: Record<string, string>,
  token = getToken(),
): Record<string, string> {
  const result: Record<string, string> = { ...extra };
  if (hasBody) result['content-type'] = 'application/json';
  // The server answers its messages (errors, the sign-in SMS) in the app's language.
  if (typeof document !== 'undefined' && document.documentElement.lang) {
    result['accept-language'] = document.documentElement.lang;
  }
  if (token) result.authorization = `Bearer ${token}`;
  return result;
}

/**
 * 401 anywhere ends the stored session and goes to the merchant login (unless on a login page).
 * When the server says why (an admin deactivated the account), the sign-in page says so.
 */
function handleUnauthorized(error: ApiError) {
  clearSession();
  const { reason } = (error.details ?? {}) as { reason?: unknown };
  if (reason === ACCOUNT_DEACTIVATED && error.serverMessage) noteSignedOut(error.serverMessage);
  if (!window.location.pathname.includes('/login')) navigate('/merchant/login');
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  const error = new ApiError(response.status, text, response.statusText);
  if (response.status === 401) handleUnauthorized(error);
  throw error;
}

export interface SendOptions {
  /** JSON, or a FormData sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Outlives the page (a sign-out as the tab closes). */
  keepalive?: boolean;
  /** The bearer token, when not the stored one. */
  token?: string;
}

/**
 * The one fetch of the client, used by the endpoint layer (src/client/api/endpoint.ts): bearer
 * token, language, cookies; a failed answer throws ApiError (401 also ends the session).
 */
export async function sendRequest(
  method: string,
  url: string,
  options: SendOptions = {},
): Promise<Response> {
  const { body, keepalive, token } = options;
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetchTracked(url, {
    method,
    headers: headers(body !== undefined && !form, options.headers, token ?? getToken()),
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    credentials: 'include',
    keepalive,
  });
  await throwIfNotOk(response);
  return response;
}
