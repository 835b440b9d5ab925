/** Page sizes and counts, without zod: lists on a first load read them (paging.ts builds on them). */
export const DEFAULT_PAGE_SIZE = 20;
/** The admin area's lists (an array, the total in a header) show 50 rows unless asked. */
export const ADMIN_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
