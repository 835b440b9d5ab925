/** A unique index (by name) refused a row another request stored a moment before. */
export function isUniqueClash(error: unknown, constraint: string): boolean {
  for (let at: unknown = error, depth = 0; at && depth < 4; depth += 1) {
    const { code, constraint: name } = at as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
