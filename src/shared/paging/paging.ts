import { z } from 'zod';
import { wholeNumberSchema } from '../common/whole-number';
import { ADMIN_PAGE_SIZE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size';

const PAGE_MESSAGE = 'Page must be a whole number from 1';

/**
 * The page (from 1) and pageSize query fields of every paginated list. A list that must hand
 * the till its whole stock may allow larger pages (the product list), nothing else differs.
 */
export function pageQueryFields(maxSize = MAX_PAGE_SIZE, defaultSize = DEFAULT_PAGE_SIZE) {
  const sizeMessage = `Page size must be from 1 to ${maxSize}`;
  return {
    page: wholeNumberSchema({
      min: 1,
      max: 100_000,
      whole: PAGE_MESSAGE,
      tooLarge: 'Page is too large',
    }).default(1),
    pageSize: wholeNumberSchema({ min: 1, max: maxSize, whole: sizeMessage }).default(defaultSize),
  };
}

export const AdminPageQuerySchema = z.object(pageQueryFields(MAX_PAGE_SIZE, ADMIN_PAGE_SIZE));
export type PageQuery = z.output<typeof AdminPageQuerySchema>;

/**
 * A page of a list in the body: the rows, the total count and where the page is. (The admin
 * lists answer the rows as an array and the total in the TOTAL_COUNT_HEADER header instead.)
 */
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
