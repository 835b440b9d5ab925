/** The rows of a raw `execute` result: both database drivers answer with `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
