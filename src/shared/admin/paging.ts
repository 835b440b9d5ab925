import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export { TOTAL_COUNT_HEADER } from './total-count-header';

export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .max(1_000_000, 'Page is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: `Page size must be from 1 to ${MAX_PAGE_SIZE}` })
    .int(`Page size must be from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `Page size must be from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Page size must be from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof PageQuerySchema>;

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
