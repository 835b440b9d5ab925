/**
 * Lists answer one page as a JSON array; this header carries the total across pages. Kept apart
 * from the zod paging schema so the client's request layer does not pull zod into its first load.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
