import { navigate } from 'wouter/use-browser-location';
import { ACCOUNT_DEACTIVATED } from '@shared/auth/session-end';
import { clearSession, getToken, noteSignedOut } from './storage';
import { endStaffSession, staffToken } from './till-user';
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
  extra: Record<string, string> | undefined,
  token: string | null,
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

/** The till, where a staff member whose session ended is asked who is serving now. */
const TILL_PATH = '/pos';

/**
 * 401 on a staff member's token ends only their session: the till goes back to "Switch user"
 * saying why. 401 on the owner's token ends the stored session (and any staff session) and goes
 * to the merchant login (unless on a login page). When the server says why (an admin
 * deactivated the account), the sign-in page says so.
 */
function handleUnauthorized(error: ApiError, token: string | null) {
  if (token !== null && token === staffToken()) {
    endStaffSession(error.serverMessage);
    if (window.location.pathname !== TILL_PATH) navigate(TILL_PATH);
    return;
  }
  clearSession();
  const { reason } = (error.details ?? {}) as { reason?: unknown };
  if (reason === ACCOUNT_DEACTIVATED && error.serverMessage) noteSignedOut(error.serverMessage);
  if (!window.location.pathname.includes('/login')) navigate('/merchant/login');
}

async function throwIfNotOk(response: Response, token: string | null, pinChecked = false) {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  const error = new ApiError(response.status, text, response.statusText);
  // A PIN call's plain 401 is a wrong PIN; one that says why (a person deactivated) ended a session.
  const { reason } = (error.details ?? {}) as { reason?: unknown };
  if (response.status === 401 && (!pinChecked || reason !== undefined)) {
    handleUnauthorized(error, token);
  }
  throw error;
}

/** The bearer token of a call: the staff member's while one serves at the till, else the owner's. */
const currentToken = () => staffToken() ?? getToken();

export interface SendOptions {
  /** JSON, or a FormData sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Outlives the page (a sign-out as the tab closes). */
  keepalive?: boolean;
  /** The bearer token, when not the stored one (the owner's, for the calls only the owner makes). */
  token?: string;
  /** A 401 of this call is a wrong PIN or password, not an ended session. */
  pinChecked?: boolean;
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
  const { body, keepalive } = options;
  const token = options.token ?? currentToken();
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetchTracked(url, {
    method,
    headers: headers(body !== undefined && !form, options.headers, token),
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    credentials: 'include',
    keepalive,
  });
  await throwIfNotOk(response, token, options.pinChecked);
  return response;
}
