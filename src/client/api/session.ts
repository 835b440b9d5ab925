import { clearSession, getToken } from '@client/lib/storage';
import { logoutSession } from './auth-endpoints';
import { request } from './endpoint';

/** Ends the session: clears storage at once and revokes the token on the server, best effort. */
export function logout() {
  const token = getToken();
  clearSession();
  if (token) void request(logoutSession, { token, keepalive: true }).catch(() => {});
}
