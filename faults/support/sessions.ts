/** Signs a staff account in through the API and returns its token. */
export async function signInAdmin(
  baseUrl: string,
  credentials: { username: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Milliseconds until `request` answers 401, polling every 50 ms (gives up after 10 s). */
export async function untilRefused(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 10_000) {
    if ((await request()).status === 401) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Infinity;
}
