import { z } from 'zod';

/** A path id; anything that is not a uuid answers 404 like a missing row. */
export const IdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** page (from 1) and pageSize query fields of every paginated list. */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** A page of a list: the rows, the total count and where the page is. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** The optional search text of a list. */
export const SearchQuerySchema = z.string().trim().max(100, 'At most 100 characters').optional();
