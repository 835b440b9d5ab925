/**
 * `path?key=value&...` with the parameters in the order given, or the bare path. Empty values
 * and 'all' (no filter) are left out.
 */
export function withQuery(path: string, params: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (value != null && value !== '' && value !== 'all') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
